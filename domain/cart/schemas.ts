import { z } from "zod";
import { cartMessages, couponMessages, MAX_CART_LINES, MAX_QUANTITY, referralMessages } from "./cart";
import { productSummary } from "../catalogue/schemas";
import { dayNumberOf } from "../shared/dates";
import { requiredText } from "../shared/fields";

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

// ---------------------------------------------------------------------------------------------------
// The console's coupons (docs/operator-api.md)

export const couponSaveMessages = {
  code: "A code is 3 to 20 letters and digits",
  type: "The kind is flat (rupees off) or percent",
  value: "The discount must be more than 0",
  percent: "A percent is a whole number from 1 to 100",
  maxDiscount: "The most off must be more than 0",
  minOrder: "The minimum order is 0 rupees or more",
  day: "A date is YYYY-MM-DD, like 2026-12-25",
  dates: "The last day must not be before the first",
  limit: "A limit is a whole number from 1",
  required: "Please fill this in for a new promo code",
  personal: "This is a customer's own reward code; it cannot be changed here",
} as const;

const positive = (message: string) => z.number({ invalid_type_error: message }).positive(message).max(1_000_000, message);
const limitField = z.number({ invalid_type_error: couponSaveMessages.limit }).int(couponSaveMessages.limit).min(1, couponSaveMessages.limit).max(1_000_000);
const dayField = z
  .string({ invalid_type_error: couponSaveMessages.day })
  .trim()
  .refine((text) => dayNumberOf(text) !== null, couponSaveMessages.day);

/** A percent coupon takes a whole 1 to 100 per cent off. */
export const isPercent = (value: number) => Number.isInteger(value) && value >= 1 && value <= 100;

/**
 * api/admin/saveCoupon: a promo code added or changed by its code. For a code that exists only the
 * fields given change (`active: false` deactivates it); a new one needs its description, kind, value
 * and days. Days are India's calendar: valid from the first day's start to the last day's end.
 */
export const couponSaveSchema = z
  .object({
    code: z
      .string({ required_error: couponSaveMessages.code, invalid_type_error: couponSaveMessages.code })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, couponSaveMessages.code),
    description: requiredText("Please enter a description", 200).optional(),
    type: z.enum(["flat", "percent"], { errorMap: () => ({ message: couponSaveMessages.type }) }).optional(),
    value: positive(couponSaveMessages.value).optional().describe("Rupees off for flat, a whole per cent from 1 to 100 for percent"),
    maxDiscount: positive(couponSaveMessages.maxDiscount).nullable().optional().describe("Rupees; the most a percent coupon takes off, null for no cap"),
    minOrder: z
      .number({ invalid_type_error: couponSaveMessages.minOrder })
      .min(0, couponSaveMessages.minOrder)
      .max(1_000_000, couponSaveMessages.minOrder)
      .optional()
      .describe("Rupees"),
    validFrom: dayField.optional().describe("The first day, YYYY-MM-DD in India"),
    validTo: dayField.optional().describe("The last day, YYYY-MM-DD in India"),
    perCustomerLimit: limitField.nullable().optional(),
    usageLimit: limitField.nullable().optional(),
    firstOrderOnly: z.boolean({ invalid_type_error: "firstOrderOnly is true or false" }).optional(),
    active: z.boolean({ invalid_type_error: "active is true or false" }).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.type === "percent" && c.value !== undefined && !isPercent(c.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: couponSaveMessages.percent });
    if (c.validFrom && c.validTo && c.validTo < c.validFrom) ctx.addIssue({ code: "custom", path: ["validTo"], message: couponSaveMessages.dates });
  });
export type CouponSave = z.infer<typeof couponSaveSchema>;

/** A promo code as the console shows it: its terms in rupees and India's days, and whether it is on. */
export const operatorCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  type: z.enum(["flat", "percent"]),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minOrder: z.number(),
  validFrom: z.string().describe("The first day, YYYY-MM-DD in India"),
  validTo: z.string().describe("The last day, YYYY-MM-DD in India"),
  perCustomerLimit: z.number().nullable(),
  usageLimit: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  uses: z.number().int().describe("Uses by orders that were not cancelled"),
});
export type OperatorCoupon = z.infer<typeof operatorCouponSchema>;
