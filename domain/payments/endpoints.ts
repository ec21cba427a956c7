import { z } from "zod";
import { endpoint } from "../contract";
import { REFUND_STATE_FILTERS } from "../orders/orders";
import { operatorRefundSchema, orderNumberField } from "../orders/schemas";
import { reconciliationSchema } from "./reconciliation";
import { checkoutSchema } from "./schemas";

/**
 * Paying for orders (docs/product.md#checkout-and-payments, #payment-links): a customer's new payment
 * attempt, the hosted checkout's callback, a payment link's opening, and an operator's new link.
 */

export const payOnline = endpoint({
  access: "customer",
  method: "POST",
  path: "api/customer/payOnline",
  summary:
    "Starts a new online payment attempt for one of the customer's unpaid orders: an online order's total; a cash order's whole with the prepaid offer off (paid, it becomes an online order), or with part=true its part payment",
  body: z.object({ orderId: orderNumberField, part: z.boolean().default(false) }),
  response: checkoutSchema,
  failures: {
    404: "No such order among the customer's",
    409: "Already paid, or cancelled; a cash order already out for delivery or partly paid; no part payment asked",
  },
});

export const getPrepaidOffer = endpoint({
  access: "public",
  method: "GET",
  path: "auth/customer/getPrepaidOffer",
  summary: "What paying an order of this amount online takes off it (the owner's prepaid offer; 0: none), and what is then paid",
  query: z.object({ amount: z.coerce.number().min(0).max(10_000_000).default(0).describe("The order's total in rupees") }),
  response: z.object({ offer: z.number().describe("Rupees off"), payOnline: z.number().describe("Rupees paid online") }),
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
  failures: {
    404: "No attempt with that provider order id",
    409: "The order did not need this payment (cancelled, already paid, another amount): it is refunded",
  },
});

export const validPaymentToken = endpoint({
  access: "public",
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
  roles: ["fulfilment"],
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

const operator = { access: "operator" } as const;

export const listRefunds = endpoint({
  ...operator,
  roles: ["fulfilment"],
  method: "GET",
  path: "api/admin/listRefunds",
  summary: "The newest 100 refunds, all or in one state (failed: the ones operators must pay by hand)",
  query: z.object({
    state: z.enum(REFUND_STATE_FILTERS, { errorMap: () => ({ message: `state is one of: ${REFUND_STATE_FILTERS.join(", ")}` }) }).default("all"),
  }),
  response: z.object({ list: z.array(operatorRefundSchema) }),
});

export const recordRefundPaid = endpoint({
  ...operator,
  roles: ["fulfilment"],
  method: "POST",
  path: "api/admin/recordRefundPaid",
  summary: "Records a transfer made by hand to a refund's UPI id, with the bank's reference (UTR); the refund is processed and the shopper told",
  body: z.object({
    refundId: z
      .string({ required_error: "refundId is required" })
      .trim()
      .regex(/^[1-9][0-9]{0,15}$/, "refundId is a refund's number, as npm run admin -- refunds lists it"),
    utr: z
      .string({ required_error: "utr is required" })
      .trim()
      .regex(/^[A-Za-z0-9]{10,22}$/, "utr is the bank's reference of the transfer: 10 to 22 letters and digits"),
  }),
  response: z.object({ refundId: z.string(), orderNumber: z.string() }),
  failures: { 404: "No refund to a UPI id with that number", 409: "Already paid, or a payout is on its way" },
});

export const reconcilePayments = endpoint({
  ...operator,
  roles: ["fulfilment"],
  method: "POST",
  path: "api/admin/reconcilePayments",
  summary: "Runs reconciliation now: asks the gateway after payments unsettled for 15 minutes and refunds still pending, and settles them",
  response: reconciliationSchema,
});
