import { unitPrice, type ProductSummary } from "@domain/catalogue/catalogue";
import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";

type Pack = Pick<ProductSummary, "salePrice" | "netQuantity" | "unit">;

/**
 * A pack's price per unit (per 100 ml or a litre, per 100 g or a kilo), as Indian packaged-goods rules
 * expect beside its price; with `bottle`, a refill's price per litre set against the bottle it fills.
 */
export function UnitPrice({ product, bottle }: { product: Pack; bottle?: Pack }) {
  const t = useT();
  const mine = unitPrice(product.salePrice, product.netQuantity, product.unit, !!bottle);
  const price = formatRupees(mine.amount);
  return (
    <p className="unit-price" data-testid="unit-price">
      {bottle
        ? t("{price} per {unit}, against {bottlePrice} in this bottle", {
            price,
            unit: mine.per,
            bottlePrice: formatRupees(unitPrice(bottle.salePrice, bottle.netQuantity, bottle.unit, true).amount),
          })
        : t("{price} per {unit}", { price, unit: mine.per })}
    </p>
  );
}
