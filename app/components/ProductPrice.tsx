import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";

/** Sale price, the MRP struck through and the saving (productPrice − salePrice), in en-IN rupees. */
export function ProductPrice({ product, large = false }: { product: { productPrice: number; salePrice: number; saving: number }; large?: boolean }) {
  const t = useT();
  return (
    <p className={large ? "price price-large" : "price"}>
      <span className="sale-price" data-testid="sale-price">
        {formatRupees(product.salePrice)}
      </span>{" "}
      {product.saving > 0 ? (
        <>
          <s className="mrp">
            <span className="visually-hidden">{t("MRP")} </span>
            {formatRupees(product.productPrice)}
          </s>{" "}
          <span className="saving" data-testid="saving">
            {t("You save {amount}", { amount: formatRupees(product.saving) })}
          </span>
        </>
      ) : null}
    </p>
  );
}
