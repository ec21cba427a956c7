import { createHash } from "node:crypto";
import { z } from "zod";
import { DomainError } from "../../services/errors";
import { envelope, failureSchema, ok } from "../../http/envelope";
import type { Api, Deps } from "../../http/types";
import type { PaymentGateway } from "../../services/payments/gateway";
import type { PayoutSender } from "../../services/payments/payouts";
import { receiveWebhook, type WebhookEvent, type WebhookSource } from "../../services/payments/webhooks";

/**
 * The providers' server-to-server notices, signed as Razorpay signs them: POST /v1/webhooks/razorpay,
 * the payment provider's (payments, in case the shopper never came back from the checkout, and
 * refunds), and POST /v1/webhooks/razorpayx, the payout provider's (the payouts that refund
 * cash-on-delivery returns to UPI ids). The signature (`X-Razorpay-Signature`) is checked over the
 * body exactly as received, so this scope reads JSON as raw bytes; each event id is taken in once and
 * answered at once, and its work is done after (services/payments/webhooks.ts).
 */
export function razorpayWebhookRoutes(app: Api, { db }: Deps, gateway: PaymentGateway, payouts: PayoutSender) {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  const signedWebhook = (
    source: WebhookSource,
    operationId: string,
    summary: string,
    description: string,
    provider: { provider: string; webhookSignatureValid(rawBody: Buffer, signature: unknown): boolean },
  ) =>
    app.post(
      `/${source}`,
      {
        schema: {
          operationId,
          tags: ["payments"],
          security: [],
          summary,
          description,
          headers: z.object({ "x-razorpay-signature": z.string().max(200).optional(), "x-razorpay-event-id": z.string().max(100).optional() }),
          response: {
            200: envelope(z.object({ handled: z.boolean().describe("false: an event id already taken in") })),
            400: failureSchema,
            401: failureSchema.describe("Bad signature"),
          },
        },
      },
      async (request) => {
        const raw = request.body as Buffer;
        if (!Buffer.isBuffer(raw) || !provider.webhookSignatureValid(raw, request.headers["x-razorpay-signature"])) {
          throw new DomainError("unauthenticated", "bad_signature", "The webhook signature does not match.");
        }
        let event: WebhookEvent | null = null;
        try {
          event = JSON.parse(raw.toString("utf8"));
        } catch {
          // Answered below.
        }
        if (typeof event !== "object" || !event) throw new DomainError("invalid", "invalid_body", "The request body is not valid JSON.");
        const eventId = request.headers["x-razorpay-event-id"] ?? createHash("sha256").update(raw).digest("hex");
        const fresh = await receiveWebhook(db, source, provider.provider, eventId, event);
        return fresh ? ok({ handled: true }) : ok({ handled: false }, "Already handled");
      },
    );

  signedWebhook(
    "razorpay",
    "razorpayWebhook",
    "The payment provider's webhook",
    "Payment provider webhook (payment.authorized, payment.captured, order.paid, payment.failed, refund.created, refund.processed, refund.failed; UPI AutoPay's token.confirmed, token.rejected, token.paused, token.cancelled), signed over the raw body",
    gateway,
  );
  signedWebhook(
    "razorpayx",
    "razorpayxWebhook",
    "The payout provider's webhook",
    "Payout provider webhook (payout.processed, payout.reversed, payout.failed), signed over the raw body",
    payouts,
  );
}
