import type { ProductDetail } from "@domain/catalogue/catalogue";
import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";

/** Where the offer's form goes and the intervals it offers, each in words: made by the page's loader, so its script carries none of it. */
export type SubscribeOfferData = { action: string; intervals: { weeks: number; label: string }[] };

/**
 * Subscribe and save, under the product page's add to cart: closed until the shopper opens it (buying
 * once is the add to cart above it), its price a delivery shown in its summary, and a plain GET form to
 * the subscribe page with the interval the product's default. No script of its own.
 */
export function SubscribeOffer({
  productId,
  salePrice,
  offer,
  form,
}: {
  productId: string;
  salePrice: number;
  offer: NonNullable<ProductDetail["subscribe"]>;
  form: SubscribeOfferData;
}) {
  const t = useT();
  const fieldId = `interval-${productId}`;
  return (
    <details className="subscribe-offer">
      <summary>
        {t("Subscribe and save {percent}%", { percent: offer.discountPercent })}:{" "}
        <strong>{t("{price} a delivery", { price: formatRupees(offer.unitPrice) })}</strong>
      </summary>
      <form method="get" action={form.action} className="subscribe-offer-form">
        <p>
          {t("Buy once for {salePrice}, or have it delivered every few weeks for {price}. Skip, pause or cancel any time.", {
            salePrice: formatRupees(salePrice),
            price: formatRupees(offer.unitPrice),
          })}
        </p>
        <label htmlFor={fieldId}>{t("How often")}</label>
        <div className="input-row">
          <select id={fieldId} name="interval" defaultValue={offer.intervalWeeks}>
            {form.intervals.map(({ weeks, label }) => (
              <option key={weeks} value={weeks}>
                {label}
              </option>
            ))}
          </select>
          <button type="submit">{t("Subscribe")}</button>
        </div>
      </form>
    </details>
  );
}
