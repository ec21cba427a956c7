import { createHash } from "node:crypto";
import { z } from "zod";
import { DomainError } from "../../services/errors";
import { envelope, failureSchema, ok } from "../../http/envelope";
import type { Api, Deps } from "../../http/types";
import type { PaymentGateway } from "../../services/payments/gateway";
import { recordFailed, recordPaid } from "../../services/payments/payments";

type Entity = { id?: string; order_id?: string; error_description?: string };
type Event = { event?: string; payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } } };

/**
 * POST /v1/webhooks/razorpay: the provider's server-to-server notice of payments, in case the shopper
 * never came back from the checkout. The signature (`X-Razorpay-Signature`) is checked over the body
 * exactly as received, so this scope reads JSON as raw bytes; each event id is handled once.
 */
export function razorpayWebhookRoutes(app: Api, { db }: Deps, gateway: PaymentGateway) {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/razorpay",
    {
      schema: {
        tags: ["payments"],
        summary: "Payment provider webhook (payment.captured, order.paid, payment.failed), signed over the raw body",
        headers: z.object({ "x-razorpay-signature": z.string().max(200).optional(), "x-razorpay-event-id": z.string().max(100).optional() }),
        response: { 200: envelope(z.object({ handled: z.boolean() })), 400: failureSchema, 401: failureSchema.describe("Bad signature") },
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      if (!Buffer.isBuffer(raw) || !gateway.webhookSignatureValid(raw, request.headers["x-razorpay-signature"])) {
        throw new DomainError("unauthenticated", "bad_signature", "The webhook signature does not match.");
      }
      let event: Event;
      try {
        event = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new DomainError("invalid", "invalid_body", "The request body is not valid JSON.");
      }
      const eventId = request.headers["x-razorpay-event-id"] ?? createHash("sha256").update(raw).digest("hex");
      const fresh = await db
        .insertInto("webhook_event")
        .values({ provider: gateway.provider, event_id: eventId, event: String(event.event ?? "unknown").slice(0, 100) })
        .onConflict((oc) => oc.doNothing())
        .returning("event_id")
        .executeTakeFirst();
      if (!fresh) return ok({ handled: false }, "Already handled");

      const payment = event.payload?.payment?.entity;
      const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
      if ((event.event === "payment.captured" || event.event === "order.paid") && orderId && payment?.id) {
        await recordPaid(db, orderId, payment.id).catch((error) => {
          // An order we never created (another integration on the same account) is not ours to handle.
          if (!(error instanceof DomainError && error.kind === "not_found")) throw error;
        });
      } else if (event.event === "payment.failed" && orderId) {
        await recordFailed(db, orderId, payment?.error_description ?? "payment failed");
      }
      return ok({ handled: true });
    },
  );
}
