import { MAX_QUANTITY } from "@domain/cart/cart";
import { CartForm, refusalOf } from "./CartForm";
import { useT } from "~/i18n/useT";

/**
 * Add to cart, from a product card (one unit) or the product page (a quantity up to 10 or the
 * stock). Only the product's id and the quantity are sent: the price is the catalogue's.
 */
export function AddToCartForm({ productId, productName, stock }: { productId: string; productName: string; stock?: number }) {
  const max = Math.max(1, Math.min(stock ?? MAX_QUANTITY, MAX_QUANTITY));
  const fieldId = `quantity-${productId}`;
  const t = useT();
  return (
    <CartForm intent="add" fetcherKey={`add:${productId}`} className="add-to-cart">
      {(fetcher) => {
        const busy = fetcher.state !== "idle";
        const refusal = refusalOf(fetcher.data);
        return (
          <>
            <input type="hidden" name="productId" value={productId} />
            {stock === undefined ? <input type="hidden" name="quantity" value={1} /> : <label htmlFor={fieldId}>{t("Quantity")}</label>}
            <div className="input-row">
              {stock === undefined ? null : (
                <input id={fieldId} name="quantity" type="number" min={1} max={max} defaultValue={1} inputMode="numeric" required />
              )}
              {/* On a card the name says which product, after what the button shows: voice control ("click Add to cart") needs the shown words in the name. */}
              <button type="submit" disabled={busy} aria-label={stock === undefined ? t("Add to cart: {productName}", { productName }) : undefined}>
                {busy ? t("Adding…") : t("Add to cart")}
              </button>
            </div>
            {refusal ? (
              <p className="field-error" role="alert">
                {t.text(refusal)}
              </p>
            ) : null}
          </>
        );
      }}
    </CartForm>
  );
}
