import { Link } from "@remix-run/react";
import type { ProductDetail } from "@domain/catalogue/catalogue";
import { formatRupees } from "@domain/shared/money";
import { subscribePath } from "~/lib/subscriptions/subscriptions";
import { useT } from "~/i18n/useT";

/**
 * Subscribe and save, under the product page's add to cart: one link to the subscribe page, where the
 * interval (the product's own first), the quantity and the payment are chosen, with the price a
 * delivery in its words. A link and not a form here: the product page is the shop's busiest, and every
 * element and message it renders costs each of its requests.
 */
export function SubscribeOffer({ productId, offer }: { productId: string; offer: NonNullable<ProductDetail["subscribe"]> }) {
  const t = useT();
  return (
    <p className="subscribe-offer">
      <Link to={subscribePath(productId)}>
        {t("Subscribe and save {percent}%", { percent: offer.discountPercent })}:{" "}
        <strong>{t("{price} a delivery", { price: formatRupees(offer.unitPrice) })}</strong>
      </Link>
    </p>
  );
}
