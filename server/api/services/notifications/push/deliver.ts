import { PLACEHOLDER_PUSH_TOKEN } from "@domain/notifications/push";
import type { Db } from "../../../db";
import { PUSH_NOTIFICATION } from "../notifications";
import type { OutboxHandler } from "../../outbox";
import type { PushSender } from "./sender";

/** Where a push opens the shop. */
const NOTIFICATIONS_PAGE = "/notifications";

/** The push tokens of the customer's signed-in devices (never the placeholder of a browser without one). */
async function deviceTokens(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("customer_token")
    .select("fcm_token")
    .distinct()
    .where("customer_id", "=", customerId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date())
    .where("fcm_token", "is not", null)
    .where("fcm_token", "<>", PLACEHOLDER_PUSH_TOKEN)
    .where("fcm_token", "<>", "")
    .execute();
  return rows.map((r) => r.fcm_token!);
}

/** Forgets push tokens the push service says are gone, on every device that had them. */
async function forgetPushTokens(db: Db, tokens: string[]) {
  if (tokens.length) await db.updateTable("customer_token").set({ fcm_token: null }).where("fcm_token", "in", tokens).execute();
}

/**
 * The outbox handler of a new notification (docs/product.md#notifications): sends it to each of the
 * customer's devices, forgets the tokens FCM reports unregistered, and asks for another try (with the
 * outbox's backoff) only when no device got it and some could not be reached.
 */
export function pushNotifications(db: Db, push: PushSender): Record<string, OutboxHandler> {
  return {
    [PUSH_NOTIFICATION]: {
      async run(payload) {
        if (!push.configured) return;
        const notice = await db
          .selectFrom("notification")
          .select(["customer_id", "title", "body"])
          .where("id", "=", String(payload.notificationId))
          .executeTakeFirst();
        if (!notice) return;
        const tokens = await deviceTokens(db, notice.customer_id);
        if (!tokens.length) return;
        const result = await push.send(tokens, { title: notice.title, body: notice.body, link: NOTIFICATIONS_PAGE });
        await forgetPushTokens(db, result.unregistered);
        if (!result.sent && result.failed) throw new Error(`push reached none of ${result.failed} devices`);
      },
      async giveUp() {},
    },
  };
}
