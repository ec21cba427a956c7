import type { ProductDetail } from "@domain/catalogue/catalogue";
import { formatRupees } from "@domain/shared/money";
import { deliveredEvery, subscribePath } from "~/lib/subscriptions/subscriptions";
import { useT } from "~/i18n/useT";

/**
 * Subscribe and save, under the product page's add to cart: closed until the shopper opens it (buying
 * once is the add to cart above it), its price a delivery shown in its summary, and a plain GET form to
 * the subscribe page with the interval the product's default. No script of its own.
 */
export function SubscribeOffer({
  productId,
  salePrice,
  offer,
  intervals,
}: {
  productId: string;
  salePrice: number;
  offer: NonNullable<ProductDetail["subscribe"]>;
  /** The intervals a subscription may have, in weeks. */
  intervals: readonly number[];
}) {
  const t = useT();
  const fieldId = `interval-${productId}`;
  return (
    <details className="subscribe-offer">
      <summary>
        {t("Subscribe and save {percent}%", { percent: offer.discountPercent })}:{" "}
        <strong>{t("{price} a delivery", { price: formatRupees(offer.unitPrice) })}</strong>
      </summary>
      <form method="get" action={subscribePath(productId)} className="subscribe-offer-form">
        <p>
          {t("Buy once for {salePrice}, or have it delivered every few weeks for {price}. Skip, pause or cancel any time.", {
            salePrice: formatRupees(salePrice),
            price: formatRupees(offer.unitPrice),
          })}
        </p>
        <label htmlFor={fieldId}>{t("How often")}</label>
        <div className="input-row">
          <select id={fieldId} name="interval" defaultValue={offer.intervalWeeks}>
            {intervals.map((weeks) => (
              <option key={weeks} value={weeks}>
                {deliveredEvery(t, weeks)}
              </option>
            ))}
          </select>
          <button type="submit">{t("Subscribe")}</button>
        </div>
      </form>
    </details>
  );
}
