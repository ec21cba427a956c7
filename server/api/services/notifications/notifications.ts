import { sql } from "kysely";
import type { NotificationChannel, NotificationKind } from "@domain/notifications/channels";
import { NOTIFICATION_PAGE_SIZE, type Notification } from "@domain/notifications/schemas";
import { translatorFor } from "@domain/i18n/catalog";
import { DEFAULT_LANGUAGE } from "@domain/i18n/languages";
import type { Db } from "../../db";
import { languageOfRow } from "../account/customers";
import { DomainError, say, type PhraseParams } from "../errors";
import { publish } from "./events";
import { allowedChannels } from "./channels/preferences";
import { enqueue } from "../outbox";

/** The outbox kinds that send a notification on a channel, one row per notification and channel. */
export const PUSH_NOTIFICATION = "push-notification";
export const SMS_NOTIFICATION = "sms-notification";
export const WHATSAPP_NOTIFICATION = "whatsapp-notification";
const CHANNEL_WORK: Record<NotificationChannel, string> = { push: PUSH_NOTIFICATION, sms: SMS_NOTIFICATION, whatsapp: WHATSAPP_NOTIFICATION };

/**
 * What a notification says: its title and body in English with `{name}` placeholders, their values,
 * and words of a person's own (an operator's note) that follow the body as they were written.
 */
type NotificationMessage = {
  title: string;
  body: string;
  params?: PhraseParams;
  note?: string | null;
  orderId?: string;
  /** What it is about; order updates unless said. */
  kind?: NotificationKind;
  /** The shop's path it leads to (a path, starting with "/"). */
  link?: string;
};

/**
 * Writes a notification for a customer (docs/product.md#notifications). Call it inside the transaction
 * that decided it: its sending on each channel the customer allows for its kind (web push, SMS,
 * WhatsApp: an outbox row each; docs/product.md#notification-channels) and the live event (NOTIFY) go
 * out only once that commits, and never delay or fail it.
 *
 * It is written in the customer's language (customer.language) when it is created, and stored as
 * written, rather than stored as a key and params and translated when read. A notification is a message
 * sent at a moment, like an SMS: the same words go out at once as the web push and the live toast (which
 * are sent from this row, with no request and no page to ask the language of), so what the shopper
 * later reads in the shop's list (which shows them as they come) is exactly what their phone showed; it
 * can carry words no file translates (an operator's note, a reply); and older notifications need no
 * migration when a message's English changes. A customer who switches language later reads the new ones
 * in it, and the old ones as they were sent.
 */
export async function notify(db: Db, customerId: string, message: NotificationMessage) {
  const customer = await db.selectFrom("customer").select("language").where("id", "=", customerId).executeTakeFirst();
  const t = translatorFor(languageOfRow(customer?.language ?? DEFAULT_LANGUAGE)).text;
  const title = say(t, message.title, message.params);
  const body = [say(t, message.body, message.params), message.note?.trim()].filter(Boolean).join(" ");
  const row = await db
    .insertInto("notification")
    .values({ customer_id: customerId, title, body, order_id: message.orderId ?? null, kind: message.kind, link: message.link ?? null })
    .returning(["id", "kind"])
    .executeTakeFirstOrThrow();
  for (const channel of await allowedChannels(db, customerId, row.kind)) await enqueue(db, CHANNEL_WORK[channel], { notificationId: row.id });
  // A NOTIFY payload must stay under 8,000 bytes: the page's toast needs no more than this of the body.
  await publish(db, { type: "notification", customerId, id: row.id, title: title.slice(0, 500), body: body.slice(0, 2000) });
}

/** One page of the customer's notifications, newest first, with the order number each is about. */
export async function listNotifications(db: Db, customerId: string, page: number) {
  const total = await db
    .selectFrom("notification")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  const count = Number(total.n);
  const rows = await db
    .selectFrom("notification as n")
    .leftJoin("customer_order as o", "o.id", "n.order_id")
    .select(["n.id", "n.title", "n.body", "n.link", "n.read_at", "n.created_at", "o.order_number"])
    .where("n.customer_id", "=", customerId)
    .orderBy("n.created_at", "desc")
    .orderBy("n.id", "desc")
    .limit(NOTIFICATION_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATION_PAGE_SIZE)
    .execute();
  const list: Notification[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    orderId: r.order_number,
    link: r.link,
    read: r.read_at !== null,
    createdAt: r.created_at.toISOString(),
  }));
  return { list, count, page, pageCount: Math.max(1, Math.ceil(count / NOTIFICATION_PAGE_SIZE)) };
}

/** How many of the customer's notifications are unread (the bell's dot). */
export async function unreadCount(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom("notification")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("customer_id", "=", customerId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks one of the customer's notifications read, or all of them; reading again changes nothing.
 * Another customer's notification is not found. Answers the unread count left.
 */
export async function readNotifications(db: Db, customerId: string, which: { id?: string; all?: boolean }): Promise<number> {
  if (which.id) {
    const found = await db
      .updateTable("notification")
      .set({ read_at: sql<Date>`coalesce(read_at, now())` })
      .where("id", "=", which.id)
      .where("customer_id", "=", customerId)
      .returning("id")
      .executeTakeFirst();
    if (!found) throw new DomainError("not_found", "notification_not_found", "Notification not found.");
  } else {
    await db
      .updateTable("notification")
      .set({ read_at: sql<Date>`now()` })
      .where("customer_id", "=", customerId)
      .where("read_at", "is", null)
      .execute();
  }
  return unreadCount(db, customerId);
}
