import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Writes a notification for a customer (spec §3 notificationList); works inside a transaction too. */
export async function notify(db: Kysely<Database>, customerId: string, message: { title: string; body: string; orderId?: string }) {
  await db
    .insertInto("notification")
    .values({ customer_id: customerId, title: message.title, body: message.body, order_id: message.orderId ?? null })
    .execute();
}
