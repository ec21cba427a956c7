import type { Translate } from "@domain/i18n/translate";

/** The subscribe page of a product; the product page's form adds the interval chosen (`?interval=`). */
export const subscribePath = (productId: string) => `/subscribe/${encodeURIComponent(productId)}`;

/** How often a subscription delivers, in words: "Delivered every week", "Delivered every 4 weeks". */
export const deliveredEvery = (t: Translate, weeks: number) => (weeks === 1 ? t("Delivered every week") : t("Delivered every {n} weeks", { n: weeks }));
