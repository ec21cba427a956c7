import { z } from "zod";
import { endpoint } from "../contract";
import { orderNumberField } from "../orders/schemas";
import { coupon, productSummary } from "../catalogue/schemas";
import { MAX_GUEST_LINES } from "./cart";
import {
  addToCartSchema,
  cartData,
  cartItemSchema,
  couponCodeField,
  couponSaveSchema,
  couponSchema,
  guestProductsField,
  operatorCouponSchema,
  productOnlySchema,
  referralSchema,
} from "./schemas";

/**
 * The cart and the offers (docs/product.md#cart, docs/product.md#offers): a customer's cart, a guest's
 * priced with the same rules, promo codes, the referral programme and the customer's coupon uses.
 * Every change to a cart answers the whole cart, totals in data.extra.
 */

const located = { 422: "The pincode header is missing or not a place we deliver to" } as const;
const notYours = { 403: "customerId is another customer's" } as const;
/** A body some cart calls take and ignore: anything, or nothing. */
const anyBody = z.object({}).passthrough().optional();
/** A `customerId` in a body; it must be the signed-in customer's own (the token decides whose cart it is). */
const customerIdField = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(20));
const couponList = z.object({ list: z.array(coupon), count: z.number() });

// The cart (docs/product.md#cart). Cart calls are POSTs and, but for the badge's count, need a served
// pincode header like the catalogue they price from; the count does not, so no page is sent away for it.

const cart = { access: "customer" } as const;
const cartRefusals = {
  404: "No such product for sale, or not in this customer's cart",
  409: "Out of stock, more than the stock or the line limit, or the cart is full",
  ...located,
} as const;

export const addItemToCart = endpoint({
  ...cart,
  method: "POST",
  path: "api/customer/addItemToCart",
  summary: "Adds units of a product (1 by default) to those already in the cart",
  body: addToCartSchema,
  response: cartData,
  failures: cartRefusals,
});

export const getCartItem = endpoint({
  ...cart,
  method: "POST",
  path: "api/customer/getCartItem",
  summary: "The cart: lines priced from the catalogue, totals in data.extra",
  body: anyBody,
  response: cartData,
  failures: cartRefusals,
});

export const getUserCartCount = endpoint({
  ...cart,
  method: "POST",
  readOnly: true,
  path: "api/customer/getUserCartCount",
  summary: "The badge's number: units in the cart. customerId, if sent, must be the signed-in customer's",
  body: z.object({ customerId: customerIdField.optional() }).optional(),
  response: z.object({ count: z.number() }),
  failures: notYours,
});

export const updateProductQty = endpoint({
  ...cart,
  method: "POST",
  path: "api/customer/updateProductQty",
  summary: "Sets the quantity of a product in the cart (1 to 10, and no more than the stock)",
  body: cartItemSchema,
  response: cartData,
  failures: cartRefusals,
});

export const removeProductFrmCart = endpoint({
  ...cart,
  method: "POST",
  path: "api/customer/removeProductFrmCart",
  summary: "Takes a product out of the cart",
  body: productOnlySchema,
  response: cartData,
  failures: cartRefusals,
});

export const emptyUsersCart = endpoint({
  ...cart,
  method: "POST",
  path: "api/customer/emptyUsersCart",
  summary: "Empties the cart and takes off its promo code",
  body: anyBody,
  response: cartData,
  failures: cartRefusals,
});

export const addLocalItemToCart = endpoint({
  ...cart,
  method: "POST",
  path: "api/customer/addLocalItemToCart",
  summary: "Merges a guest's cart at sign-in: adds each product's units, up to 10 and the stock; what cannot be added is named in data.extra.notices",
  body: z.object({ customerId: customerIdField, products: guestProductsField }),
  response: cartData,
  failures: { ...cartRefusals, ...notYours },
});

export const buyAgain = endpoint({
  ...cart,
  method: "POST",
  path: "api/customer/buyAgain",
  summary:
    "Puts an ended order's products in the cart again (items: same), or each bottle's refill instead (items: refills), up to 10 and the stock; what cannot be added is named in data.extra.notices",
  body: z.object({
    orderId: orderNumberField,
    items: z.enum(["same", "refills"], { errorMap: () => ({ message: "items is same or refills" }) }).default("same"),
  }),
  response: cartData,
  failures: { ...cartRefusals, 404: "No such order among the customer's", 409: "The order is still on its way" },
});

/**
 * A guest's cart, priced: the storefront keeps a guest's product ids and quantities and asks here for
 * the lines, totals and problems, with the same rules and messages as a customer's cart.
 */
export const priceCart = endpoint({
  access: "public",
  method: "POST",
  readOnly: true,
  path: "auth/customer/priceCart",
  summary: "Prices a guest's cart: each product's line with what stops it being bought now, and the totals in data.extra",
  body: z.object({
    products: z
      .array(cartItemSchema, { required_error: "products is required", invalid_type_error: "products must be a list" })
      .max(MAX_GUEST_LINES, `products may have at most ${MAX_GUEST_LINES} lines`),
  }),
  response: cartData,
  failures: located,
});

// Promo codes (docs/product.md#offers).

/**
 * The public offers. Like the rest of the catalogue they answer with an ETag of their bytes; `Expires`
 * says when they next change by the clock alone (an offer starts or ends), so whoever keeps them asks
 * again by then (docs/decisions/020).
 */
export const showCoupon = endpoint({
  access: "public",
  method: "GET",
  path: "auth/customer/showCoupon",
  summary: "The offers anyone can use now: public, switched on, inside their dates, with uses left; Expires: when that next changes by the date alone",
  response: couponList,
});

export const listAllCoupon = endpoint({
  access: "customer",
  method: "GET",
  path: "api/customer/listAllCoupon",
  summary: "The promo codes this customer can use now (public and their own), whatever is in the cart but its value",
  response: couponList,
});

export const applyCoupon = endpoint({
  access: "customer",
  method: "POST",
  path: "api/customer/applyCoupon",
  summary: "Applies a promo code to the cart, replacing any other. 400/404 carry the rule that refuses it, also in error.fields.couponCode",
  body: couponSchema,
  response: cartData,
  failures: { 404: "No such promo code", 409: "The cart does not qualify for the code", ...located },
});

export const removeAppliedCoupon = endpoint({
  access: "customer",
  method: "POST",
  path: "api/customer/removeAppliedCoupon",
  summary: "Takes the promo code off the cart",
  body: anyBody,
  response: cartData,
  failures: { 409: "The cart does not qualify for the code", ...located },
});

/**
 * The customer's coupon uses. The shop's published address puts this customer operation under
 * api/admin (one of the two there that the storefront calls, docs/product.md#api-conventions); it takes
 * a customer token and answers only the signed-in customer's own uses.
 */
export const getCouponUsed = endpoint({
  access: "customer",
  method: "POST",
  path: "api/admin/getCouponUsed",
  summary: "The signed-in customer's coupon uses, newest first; with couponCode, of that code only",
  body: z.object({ couponCode: couponCodeField.optional() }).optional(),
  response: z.object({
    list: z.array(
      z.object({
        couponCode: z.string(),
        orderId: z.string(),
        orderNumber: z.string(),
        discount: z.number(),
        counted: z.boolean().describe("False when the order was cancelled"),
        usedAt: z.string(),
      }),
    ),
    count: z.number(),
  }),
});

// The referral programme (docs/product.md#offers). As a referrer the customer has a code to share and
// earns reward coupons; as a friend they apply someone's code to a first order. Applying and removing
// answer the cart, whose totals carry the referral discount.

const referral = { access: "customer" } as const;

const offer = z
  .object({
    product: productSummary.describe("The referral product: the friend's discount is on one unit of it"),
    friendDiscount: z.object({ type: z.enum(["flat", "percent"]), value: z.number().describe("Rupees off for flat, per cent off for percent") }),
    referrerReward: z
      .object({ amount: z.number(), minOrderValue: z.number(), validDays: z.number() })
      .describe("A personal flat coupon, once the friend's first order is delivered"),
  })
  .nullable()
  .describe("The programme's terms; null while it is switched off");

export const checkAndGetReferral = endpoint({
  ...referral,
  method: "GET",
  path: "api/customer/checkAndGetReferral",
  summary: "The customer's own referral code (made on first use) and the programme's terms",
  response: z.object({ referralCode: z.string(), offer }),
});

export const getReferralData = endpoint({
  ...referral,
  method: "GET",
  path: "api/customer/getReferralData",
  summary: "Both sides of the programme: friends who used the customer's code, and the code they applied themselves or whether they still may",
  response: z.object({
    referralCode: z.string(),
    list: z.array(z.object({ friendName: z.string(), status: z.enum(["joined", "ordered", "rewarded"]), joinedAt: z.string() })),
    count: z.number(),
    applied: z.object({ code: z.string(), used: z.boolean() }).nullable().describe("The friend's code this customer applied; used once an order took it"),
    canApply: z.boolean().describe("True while this customer may still apply a friend's code"),
  }),
});

export const getReferralCoupon = endpoint({
  ...referral,
  method: "GET",
  path: "api/customer/getReferralCoupon",
  summary: "The reward coupons the customer earned by referring friends",
  response: z.object({
    list: z.array(
      z.object({
        code: z.string(),
        description: z.string(),
        amount: z.number(),
        minOrderValue: z.number(),
        validTo: z.string(),
        status: z.enum(["available", "used", "expired"]),
      }),
    ),
    count: z.number(),
  }),
});

const referralRefusals = {
  404: "No such referral code, or none applied",
  409: "A code was applied or used before, the offer is off, or the cart is full",
  ...located,
} as const;

export const checkReferralCode = endpoint({
  ...referral,
  method: "POST",
  path: "api/customer/checkReferralCode",
  summary:
    "A friend applies a referral code to their first order; the referral product is put in the cart (one unit) if missing. Refusals also in error.fields.referralCode",
  body: referralSchema,
  response: cartData,
  failures: referralRefusals,
});

export const removeReferralCode = endpoint({
  ...referral,
  method: "POST",
  path: "api/customer/removeReferralCode",
  summary: "Takes off the referral code not yet used by an order",
  body: anyBody,
  response: cartData,
  failures: referralRefusals,
});

/** The catalogue team keeps the shop's promo codes (docs/operator-api.md); customers' reward codes are the referral programme's. */
const couponOperator = { access: "operator", roles: ["catalogue"] } as const;

export const listCouponsForOperator = endpoint({
  ...couponOperator,
  method: "GET",
  path: "api/admin/listCoupons",
  summary: "Every promo code of the shop, on or off, by code (customers' own reward codes are not listed)",
  response: z.object({ list: z.array(operatorCouponSchema), count: z.number().int() }),
});

export const saveCoupon = endpoint({
  ...couponOperator,
  method: "POST",
  path: "api/admin/saveCoupon",
  summary: "Adds a promo code, or changes one by its code (only the fields given; active false deactivates it, never deletes); audited",
  body: couponSaveSchema,
  response: operatorCouponSchema,
  failures: { 409: "The code is a customer's own reward code" },
});
