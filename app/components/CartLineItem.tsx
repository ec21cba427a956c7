import { Link, useFetcher } from "@remix-run/react";
import type { CartView } from "@domain/cart/schemas";

type CartLineView = CartView["list"][number];
import { productPath } from "@domain/catalogue/catalogue";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import { CartForm, refusalOf, type CartActionData } from "./CartForm";
import { Picture } from "./Picture";
import { useT } from "~/i18n/useT";

/**
 * One line of the cart: picture, name, size, price, the quantity control and remove. The − and +
 * buttons each post the new quantity; with JavaScript the quantity shows at once (optimistic) and
 * the line's controls wait until the server has answered. A line being removed fades out.
 */
export function CartLineItem({ line }: { line: CartLineView }) {
  const { product } = line;
  const t = useT();
  const { productName } = product;
  const key = `line:${line.productId}`;
  const quantityFetcher = useFetcher<CartActionData>({ key });
  const removeFetcher = useFetcher<CartActionData>({ key: `remove:${line.productId}` });
  const pending = quantityFetcher.formData?.get("quantity");
  const quantity = pending ? Number(pending) : line.quantity;
  const busy = quantityFetcher.state !== "idle" || removeFetcher.state !== "idle";
  const refusal = refusalOf(quantityFetcher.data) ?? refusalOf(removeFetcher.data);

  return (
    <li className="cart-line" aria-busy={busy} data-removing={removeFetcher.state !== "idle" || undefined}>
      <Picture picture={product.image} sizes="96px" alt="" loading="lazy" />
      <div className="cart-line-info">
        <h2>
          <Link to={productPath(product)}>{product.productName}</Link>
        </h2>
        <p className="size">{t("Size: {size}", { size: product.size })}</p>
        <p className="price">
          <span className="sale-price">{formatRupees(line.unitPrice)}</span>
          {line.unitMrp > line.unitPrice ? (
            <s className="mrp">
              <span className="visually-hidden">{t("MRP")} </span>
              {formatRupees(line.unitMrp)}
            </s>
          ) : null}
        </p>
        {line.problem ? <p className="out-of-stock">{line.problem}</p> : null}
        {refusal ? (
          <p className="field-error" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
      <div className="cart-line-actions">
        <CartForm intent="update" fetcherKey={key} className="quantity-control">
          {() => (
            <>
              <input type="hidden" name="productId" value={line.productId} />
              <button
                type="submit"
                name="quantity"
                value={quantity - 1}
                disabled={busy || quantity <= 1}
                aria-label={t("Decrease quantity of {productName}", { productName })}
              >
                −
              </button>
              <output aria-label={t("Quantity of {productName}", { productName })} aria-live="polite" data-testid="line-quantity">
                {quantity}
              </output>
              <button
                type="submit"
                name="quantity"
                value={quantity + 1}
                disabled={busy || quantity >= line.maxQuantity}
                aria-label={t("Increase quantity of {productName}", { productName })}
              >
                +
              </button>
            </>
          )}
        </CartForm>
        <p className="line-total" data-testid="line-total">
          {formatRupees(pending ? paiseToRupees(rupeesToPaise(line.unitPrice) * quantity) : line.lineTotal)}
        </p>
        <CartForm intent="remove" fetcherKey={`remove:${line.productId}`}>
          {() => (
            <>
              <input type="hidden" name="productId" value={line.productId} />
              <button type="submit" className="link-button" disabled={busy} aria-label={t("Remove {productName}", { productName })}>
                {t("Remove")}
              </button>
            </>
          )}
        </CartForm>
      </div>
    </li>
  );
}
