import type { ProductType } from "./catalogue";

/**
 * What the shop works out for a product from its type and size when it is added (by the seed or in the
 * console): its GST rate and HSN code for the invoice, its packed weight for the courier, and its use
 * period for refill reminders (docs/product.md#refill-reminders).
 */

/** Soaps, detergents and cleaners all carry 18% GST in India. */
export const GST_RATE = 18;

const HSN = { liquid: "34025000", handWash: "34013019", disinfectant: "38089400" } as const;
export const hsnFor = (type: ProductType) => (type === "hand-wash" ? HSN.handWash : type === "toilet-cleaner" ? HSN.disinfectant : HSN.liquid);

/** A product's packed weight for the courier, in grams, from its size: its contents (a millilitre of cleaner weighs about a gram) and its pack, heavier for the big sizes. */
export const shippingWeightOf = (quantity: number) => quantity + (quantity > 1000 ? 150 : 80);

/**
 * How many days a litre (or a kilogram) of each type lasts a household: a 500 ml dishwash gel lasts
 * about a month, a 2 L refill about four; a litre of floor cleaner about a fortnight of daily mopping,
 * of hand wash over three months.
 */
const USE_DAYS_PER_LITRE: Record<ProductType, number> = {
  "dish-wash-gel": 60,
  "glass-cleaner-": 120,
  "toilet-cleaner": 60,
  "bathroom-cleaner": 90,
  "floor-cleaner": 15,
  "laundry-care": 30,
  "hand-wash": 100,
};

/** A product's use period in days: its size at its type's pace, at least a week. */
export const useDaysOf = (type: ProductType, quantity: number) => Math.max(7, Math.round((quantity / 1000) * USE_DAYS_PER_LITRE[type]));
