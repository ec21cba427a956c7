import { z } from "zod";
import { endpoint } from "../contract";
import { orderNumberField } from "../orders/orders";
import { checkoutSchema } from "./schemas";

/**
 * Paying for orders (docs/product.md#checkout-and-payments, #payment-links): a customer's new payment
 * attempt, the hosted checkout's callback, a payment link's opening, and an operator's new link.
 */

export const payOnline = endpoint({
  access: "customer",
  tags: ["orders"],
  method: "POST",
  path: "api/customer/payOnline",
  summary: "Starts a new online payment attempt for one of the customer's unpaid orders",
  body: z.object({ orderId: orderNumberField }),
  response: checkoutSchema,
  failures: { 404: "No such order among the customer's", 409: "Already paid, or cancelled" },
});

const providerId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_]+$/, "not a provider id");

/**
 * The hosted checkout's callback, as the provider posted it: a signed success, or a failure (which
 * Razorpay does not sign, so it is only a hint).
 */
export const verifyPayment = endpoint({
  access: "public",
  tags: ["payments"],
  method: "POST",
  path: "auth/customer/verifyPayment",
  summary: "Checks a hosted checkout's callback: a signed payment marks its order paid once; a failure is noted once the gateway confirms it",
  body: z.union([
    z.object({ razorpay_order_id: providerId, razorpay_payment_id: providerId, razorpay_signature: z.string().max(200) }),
    z.object({
      error: z.object({
        code: z.string().max(100).optional(),
        description: z.string().max(500).optional(),
        reason: z.string().max(100).optional(),
        metadata: z.object({ order_id: providerId.optional(), payment_id: providerId.optional() }).optional(),
      }),
    }),
  ]),
  response: z.object({ paid: z.boolean(), orderNumber: z.string().nullable() }),
  failures: { 404: "No attempt with that provider order id" },
});

export const validPaymentToken = endpoint({
  access: "public",
  tags: ["payments"],
  method: "GET",
  path: "auth/customer/validPaymentToken",
  summary: "Opens a payment link: `paid`, or the provider order (`razorOrder` {id, amount in paise}) to pay",
  query: z.object({
    orderId: z
      .string({ required_error: "orderId is required" })
      .trim()
      .regex(/^NHC\d{7,}$/, "This payment link is not valid."),
    token: z
      .string({ required_error: "token is required" })
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, "This payment link is not valid."),
  }),
  response: z.union([z.object({ paid: z.literal(true), orderNumber: z.string() }), checkoutSchema]),
  failures: { 404: "Not a link for this order", 409: "The order was cancelled", 410: "The link has expired" },
});

export const createPaymentLink = endpoint({
  access: "operator",
  tags: ["operators"],
  method: "POST",
  path: "api/admin/createPaymentLink",
  summary: "A payment link for an unpaid order; the path goes after the storefront's address",
  body: z.object({
    orderId: z
      .string({ required_error: "orderId is required" })
      .trim()
      .regex(/^NHC\d{7,}$/, "orderId is an order number like NHC0000001"),
  }),
  response: z.object({ orderNumber: z.string(), token: z.string(), path: z.string(), expiresAt: z.string() }),
  failures: { 404: "No such order", 409: "Already paid, or cancelled" },
});
