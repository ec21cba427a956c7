import { z } from "zod";
import { productSummary } from "./catalogue-schemas";

/**
 * The cart as the API answers it (spec §3: lines in data.list, totals in data.extra) — a customer's, or
 * a guest's priced by auth/customer/priceCart — and as every storefront page draws it.
 */
const rupees = z.number().describe("Rupees, at most two decimals");
const cartLine = z.object({
  productId: z.string(),
  product: productSummary,
  quantity: z.number(),
  unitPrice: rupees,
  unitMrp: rupees,
  lineTotal: rupees,
  lineMrpTotal: rupees,
  maxQuantity: z.number().describe("The most this line may hold now: 10, or the stock when lower"),
  available: z.boolean().describe("False when the product is no longer sold or short of stock: left out of the totals"),
  problem: z.string().nullable(),
});
export const cartData = z.object({
  list: z.array(cartLine),
  count: z.number().describe("Units in the cart, as the badge shows"),
  extra: z.object({
    subTotal: rupees,
    discount: rupees.describe("The promo code's discount"),
    referralDiscount: rupees,
    orderTotal: rupees,
    mrpTotal: rupees,
    savings: rupees.describe("mrpTotal − orderTotal: sale prices, promo code and referral together"),
    coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
    referral: z.object({ code: z.string(), product: productSummary, inCart: z.boolean() }).nullable(),
    notices: z.array(z.string()).describe("What changed by itself, e.g. a promo code removed because the cart no longer qualifies"),
  }),
});
export type CartView = z.infer<typeof cartData>;
