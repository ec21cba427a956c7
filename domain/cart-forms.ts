import { z } from "zod";
import { cartMessages, couponMessages, MAX_CART_LINES, MAX_QUANTITY, referralMessages } from "./cart";

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
