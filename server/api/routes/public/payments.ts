import { z } from "zod";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import type { PaymentGateway } from "../../services/payments/gateway";
import { orderForPaymentLink } from "../../services/payments/links";
import { recordPaid, recordReportedFailure, startPayment } from "../../services/payments/payments";
import { DomainError } from "../../services/errors";
import type { Scope } from "../../http/route";

const providerId = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_]+$/, "not a provider id");
export const checkoutSchema = z.object({
  paid: z.literal(false),
  razorOrder: z.object({ id: z.string(), amount: z.number().int() }),
  checkoutUrl: z.string(),
  keyId: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string().nullable() }),
  fields: z.record(z.string()).describe("Further fields the hosted checkout form must carry (the local test gateway's single-use checkout token)"),
});

/**
 * The public payment calls (spec §7 Orders, §4 Payment link). The provider's callback reaches the
 * storefront as a cross-site post without the shopper's session, so verifying it needs no token:
 * the provider's signature is the proof. A failure carries no signature (Razorpay signs only
 * successes), so it is only a hint: the attempt is marked failed once the gateway itself reports the
 * failed payment, and the answer names no order, since whoever posts it need not be the customer.
 * Payment links carry their own token.
 */
export function publicPaymentRoutes({ app }: Scope<"public">, { db, gateway }: RouteDeps) {
  app.post(
    "/verifyPayment",
    {
      schema: {
        tags: ["payments"],
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
        response: {
          200: envelope(z.object({ paid: z.boolean(), orderNumber: z.string().nullable() })),
          ...failureResponses,
          404: failureSchema.describe("No attempt with that provider order id"),
        },
      },
    },
    async (request) => {
      const body = request.body;
      if ("error" in body) {
        const providerOrderId = body.error.metadata?.order_id;
        if (providerOrderId) {
          await recordReportedFailure(db, gateway, providerOrderId, body.error.metadata?.payment_id).catch((err) => {
            // The shopper's answer is the same either way; the webhook or a later check catches up.
            request.log.warn({ err, providerOrderId }, "could not confirm a reported payment failure with the gateway");
          });
        }
        return ok({ paid: false, orderNumber: null }, "Payment Failed !");
      }
      if (!gateway.paymentSignatureValid(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
        throw new DomainError("invalid", "bad_signature", "We could not verify this payment. If money was taken, it will be refunded.");
      }
      const { orderNumber } = await recordPaid(db, body.razorpay_order_id, body.razorpay_payment_id);
      return ok({ paid: true, orderNumber }, `Your payment for order ${orderNumber} has been recived successfully!`);
    },
  );

  app.get(
    "/validPaymentToken",
    {
      schema: {
        tags: ["payments"],
        summary: "Opens a payment link: `paid`, or the provider order (`razorOrder` {id, amount in paise}) to pay",
        querystring: z.object({
          orderId: z.string({ required_error: "orderId is required" }).trim().regex(/^NHC\d{7,}$/, "This payment link is not valid."),
          token: z.string({ required_error: "token is required" }).trim().regex(/^[A-Za-z0-9_-]{20,100}$/, "This payment link is not valid."),
        }),
        response: {
          200: envelope(z.union([z.object({ paid: z.literal(true), orderNumber: z.string() }), checkoutSchema])),
          ...failureResponses,
          404: failureSchema.describe("Not a link for this order"),
          409: failureSchema.describe("The order was cancelled"),
          410: failureSchema.describe("The link has expired"),
        },
      },
    },
    async (request) => {
      const order = await orderForPaymentLink(db, request.query.orderId, request.query.token);
      if (order.paid_at) return ok({ paid: true as const, orderNumber: order.order_number }, "Payment is already done !");
      return ok(await startPayment(db, gateway, order));
    },
  );
}
