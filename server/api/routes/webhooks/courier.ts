import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { DomainError } from "../../services/errors";
import { envelope, failureSchema, ok } from "../../http/envelope";
import type { Api, Deps } from "../../http/types";
import { recordOutcome } from "../../services/cod/outcomes";
import { shiprocketOutcome } from "../../services/delivery/couriers/shiprocket";

const id = z.union([z.string().max(100), z.number()]);

/** Whether the update carries our token, compared in constant time. */
function tokenValid(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /v1/webhooks/courier: the courier's tracking updates (docs/product.md#delivery-outcomes), as
 * Shiprocket posts them, with the token set in its panel as the `x-api-key` header (Shiprocket signs
 * nothing; the token is its only proof). An update without our token is refused (401) before it is
 * read. A delivery's end (delivered, undelivered with its reason, back at our warehouse) is recorded as
 * the order's outcome with the moves it makes; the same update again, any other status, or an order
 * that is not ours or not out for delivery records nothing and is answered 200, as the courier expects.
 */
export function courierWebhookRoutes(app: Api, { db, env }: Deps) {
  app.post(
    "/courier",
    {
      schema: {
        operationId: "courierWebhook",
        tags: ["orders"],
        security: [],
        summary: "The courier's tracking updates",
        description:
          "Shiprocket's tracking webhook, with its token as x-api-key: DELIVERED, UNDELIVERED (refused, not reachable, address not found or rescheduled, by the last scan's activity) and RTO DELIVERED record the order's delivery outcome once per parcel, status and scan time",
        headers: z.object({ "x-api-key": z.string().max(200).optional() }),
        body: z
          .object({
            awb: id.optional(),
            order_id: id.optional(),
            current_status: z.string().max(100).optional(),
            current_status_id: id.optional(),
            current_timestamp: z.string().max(50).optional(),
            is_return: id.optional(),
            scans: z
              .array(z.object({ activity: z.string().max(2000).optional() }).passthrough())
              .max(1000)
              .optional(),
          })
          .passthrough(),
        response: {
          200: envelope(z.object({ recorded: z.boolean().describe("false: nothing to record, or this update was recorded already") })),
          400: failureSchema,
          401: failureSchema.describe("No token, or not ours"),
        },
      },
      preValidation: async (request) => {
        if (!tokenValid(env.COURIER_WEBHOOK_TOKEN, request.headers["x-api-key"])) {
          throw new DomainError("unauthenticated", "bad_token", "The webhook token does not match.");
        }
      },
    },
    async (request) => {
      const news = shiprocketOutcome(request.body);
      if (!news) return ok({ recorded: false }, "Nothing to record");
      try {
        const { recorded } = await recordOutcome(db, {
          orderNumber: news.orderNumber,
          outcome: news.outcome,
          note: news.note,
          courierEvent: { provider: "shiprocket", id: news.eventId, at: news.at },
        });
        return recorded ? ok({ recorded }) : ok({ recorded }, "Already recorded");
      } catch (error) {
        // Not one of our orders, or one not out for delivery: nothing to record, and nothing for the courier to retry.
        if (!(error instanceof DomainError) || (error.kind !== "not_found" && error.kind !== "conflict")) throw error;
        request.log.info({ orderNumber: news.orderNumber, outcome: news.outcome, code: error.code }, "courier update not recorded");
        return ok({ recorded: false }, "Nothing to record");
      }
    },
  );
}
