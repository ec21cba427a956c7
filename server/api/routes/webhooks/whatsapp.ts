import { z } from "zod";
import { DomainError } from "../../services/errors";
import { envelope, failureSchema, ok } from "../../http/envelope";
import type { Api, Deps } from "../../http/types";
import { stopWhatsapp } from "../../services/notifications/channels/preferences";
import { quickReplies, stopRequests, whatsappSignatureValid } from "../../services/notifications/whatsapp/inbound";
import { confirmByWhatsapp } from "../../services/cod/confirmations";

/**
 * /v1/webhooks/whatsapp: the WhatsApp Business Cloud API's webhook (docs/product.md#notification-channels).
 * GET is Meta's verification of the address (answers hub.challenge when hub.verify_token is ours). POST
 * brings messages, signed over the raw body with the app secret (`X-Hub-Signature-256`), so this scope
 * reads JSON as raw bytes: a shopper's STOP (or UNSUBSCRIBE) turns WhatsApp off for them; a tap on an
 * order's Confirm quick-reply button confirms that order when it is the number's own
 * (docs/product.md#cash-on-delivery-risk); any other message, or a number that is no customer's,
 * changes nothing.
 */
export function whatsappWebhookRoutes(app: Api, { db, env }: Deps) {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.get(
    "/whatsapp",
    {
      schema: {
        operationId: "verifyWhatsappWebhook",
        tags: ["notifications"],
        security: [],
        summary: "WhatsApp's check of the webhook",
        description: "WhatsApp webhook verification: answers hub.challenge as text when hub.mode is subscribe and hub.verify_token matches",
        querystring: z.object({
          "hub.mode": z.string().max(50).optional(),
          "hub.verify_token": z.string().max(200).optional(),
          "hub.challenge": z.string().max(200).optional(),
        }),
        response: { 200: z.string(), 403: failureSchema },
      },
    },
    async (request, reply) => {
      const { "hub.mode": mode, "hub.verify_token": token, "hub.challenge": challenge } = request.query;
      if (mode !== "subscribe" || token !== env.WHATSAPP_VERIFY_TOKEN || !challenge) {
        throw new DomainError("forbidden", "bad_verify_token", "The verify token does not match.");
      }
      return reply.type("text/plain").send(challenge);
    },
  );

  app.post(
    "/whatsapp",
    {
      schema: {
        operationId: "whatsappWebhook",
        tags: ["notifications"],
        security: [],
        summary: "WhatsApp's messages webhook",
        description:
          "WhatsApp messages webhook, signed over the raw body: a customer's STOP or UNSUBSCRIBE turns WhatsApp off for them; their tap on an order's Confirm button confirms it",
        headers: z.object({ "x-hub-signature-256": z.string().max(200).optional() }),
        response: {
          200: envelope(
            z.object({
              stopped: z.number().int().describe("Customers whose WhatsApp this turned off"),
              confirmed: z.number().int().describe("Cash orders this confirmed by their Confirm button"),
            }),
          ),
          400: failureSchema,
          401: failureSchema.describe("Bad signature"),
        },
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      if (!Buffer.isBuffer(raw) || !whatsappSignatureValid(env.WHATSAPP_APP_SECRET, raw, request.headers["x-hub-signature-256"])) {
        throw new DomainError("unauthenticated", "bad_signature", "The webhook signature does not match.");
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new DomainError("invalid", "invalid_body", "The request body is not valid JSON.");
      }
      let stopped = 0;
      for (const phoneNumber of stopRequests(event)) if (await stopWhatsapp(db, phoneNumber)) stopped += 1;
      let confirmed = 0;
      for (const reply of quickReplies(event)) if (await confirmByWhatsapp(db, reply.phoneNumber, reply.payload)) confirmed += 1;
      return ok({ stopped, confirmed });
    },
  );
}
