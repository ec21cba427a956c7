import type { Translate } from "@domain/i18n/translate";

/** The subscribe page of a product (`?interval=` and `?quantity=` choose the plan; the product's own interval first). */
export const subscribePath = (productId: string) => `/subscribe/${encodeURIComponent(productId)}`;

/** How often a subscription delivers, in words: "Delivered every week", "Delivered every 4 weeks". */
export const deliveredEvery = (t: Translate, weeks: number) => (weeks === 1 ? t("Delivered every week") : t("Delivered every {n} weeks", { n: weeks }));
