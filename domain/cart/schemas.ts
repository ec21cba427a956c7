import { z } from "zod";
import { cartMessages, couponMessages, MAX_CART_LINES, MAX_QUANTITY, referralMessages } from "./cart";
import { productSummary } from "../catalogue/schemas";

/**
 * The cart's form fields with their messages, shared by the API's request schemas and the
 * storefront's cart actions. Apart from ./cart so that pages which only show a cart do not ship zod.
 */

/**
 * A product's public id: its name with hyphens for spaces. Names are words of letters and digits, so
 * anything else (a NUL, a space, a slash) names no product and is refused before it is looked up.
 */
export const PRODUCT_ID = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

const productIdField = z
  .string({ required_error: cartMessages.productNotFound, invalid_type_error: cartMessages.productNotFound })
  .trim()
  .min(1, cartMessages.productNotFound)
  .max(200, cartMessages.productNotFound)
  .regex(PRODUCT_ID, cartMessages.productNotFound);

const quantityField = z
  .number({ required_error: cartMessages.quantity, invalid_type_error: cartMessages.quantity })
  .int(cartMessages.quantity)
  .min(1, cartMessages.quantity)
  .max(MAX_QUANTITY, cartMessages.quantity);

/** Codes are letters and digits; they are matched in capitals, however they were typed. */
const code = (messages: { required: string; invalid: string }) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(20, messages.invalid)
    .regex(/^[A-Za-z0-9]+$/, messages.invalid)
    .transform((value) => value.toUpperCase());

export const couponCodeField = code(couponMessages);
const referralCodeField = code(referralMessages);

export const cartItemSchema = z.object({ productId: productIdField, quantity: quantityField });
export const addToCartSchema = z.object({ productId: productIdField, quantity: quantityField.default(1) });
export const productOnlySchema = z.object({ productId: productIdField });
export const couponSchema = z.object({ couponCode: couponCodeField });
export const referralSchema = z.object({ referralCode: referralCodeField });

/** A guest cart sent for merging at sign-in: at most as many lines as a cart holds. */
export const guestProductsField = z
  .array(cartItemSchema, { required_error: "products is required", invalid_type_error: "products must be a list" })
  .max(MAX_CART_LINES, `products may have at most ${MAX_CART_LINES} lines`);

/**
 * The cart as the API answers it (docs/product.md#cart: lines in data.list, totals in data.extra) — a customer's, or
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
