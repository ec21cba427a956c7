import { sql, type RawBuilder } from "kysely";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import { dayAfter, dueDay, inQuietHours, refillPath, reminderDay, SNOOZE_DAYS, type ReminderState } from "@domain/refills/reminders";
import type { RefillItem } from "@domain/refills/schemas";
import type { Db } from "../../db";
import { productColumns, productsWithRating, toSummary } from "../catalogue/catalogue";
import { DomainError } from "../errors";
import { notify } from "../notifications/notifications";
import { startPeriodicPass, type PeriodicOptions } from "../periodic";

/**
 * Refill reminders (docs/product.md#refill-reminders, docs/decisions/027-refill-reminders.md): a
 * delivered line is due for a refill once its units are used up; the reminder pass tells the shopper on
 * that day, once per line, unless they have ordered the product or its pair again since.
 */

/** Rows the pass claims and sends in one transaction: a pass over many never holds them all in memory. */
const BATCH = 500;

const messages = {
  notFound: "No such refill reminder",
  stopped: "Reminders for this product are stopped until you buy it again.",
} as const;

/** The product ids paired with `product` (an SQL expression), either way round (migration 0023). */
const pairsOf = (product: RawBuilder<unknown>) => sql`
  select refill_id from product_refill where bottle_id = ${product}
  union all select bottle_id from product_refill where refill_id = ${product}`;

/**
 * On delivery, in the order's transaction: each line is due for a refill on the day its units run out
 * (India's day of delivery plus the product's use period for each unit). Waiting reminders of the same
 * products or their pairs from the customer's earlier orders give way to these; a line already
 * scheduled keeps its row. Several orders delivered at one moment may be given at once (the seed's).
 */
export async function scheduleReminders(trx: Db, orderIds: readonly string[], deliveredAt: Date): Promise<void> {
  if (!orderIds.length) return;
  const lines = await trx
    .selectFrom("order_line")
    .innerJoin("customer_order", "customer_order.id", "order_line.order_id")
    .innerJoin("product", "product.id", "order_line.product_id")
    .select(["customer_order.customer_id", "order_line.order_id", "order_line.product_id", "order_line.quantity", "product.use_days"])
    .where("order_line.order_id", "in", orderIds)
    .execute();
  if (!lines.length) return;
  const ids = sql`${sql.val(orderIds)}::bigint[]`;
  await sql`
    update refill_reminder r set state = 'superseded', updated_at = now()
    from order_line l join customer_order o on o.id = l.order_id
    where l.order_id = any (${ids}) and r.customer_id = o.customer_id and not (r.order_id = any (${ids}))
      and r.state in ('due', 'snoozed')
      and (r.product_id = l.product_id or r.product_id in (${pairsOf(sql`l.product_id`)}))`.execute(trx);
  await trx
    .insertInto("refill_reminder")
    .values(
      lines.map((l) => ({
        customer_id: l.customer_id,
        order_id: l.order_id,
        product_id: l.product_id,
        due_on: dueDay(deliveredAt, l.use_days, l.quantity),
      })),
    )
    .onConflict((oc) => oc.columns(["order_id", "product_id"]).doNothing())
    .execute();
}

/** A reminder as the pass sent it, for the operator's report: the customer's number, the product and its due day. */
export type SentReminder = { phoneNumber: string; product: string; dueOn: string };

/**
 * The reminder pass (the API's worker every few minutes; `npm run admin -- refill-reminders --as-of`):
 * between 09:00 and 21:00 in India, every reminder due on or before the day of `asOf` goes out, in
 * batches. Each batch is claimed with FOR UPDATE SKIP LOCKED and marked, in the transaction that writes
 * its notifications, sent, or superseded when the customer has ordered the product or its pair again
 * (an order placed after the line's, not cancelled) or returned the line's order; so a line is reminded once, however many passes
 * and processes run at the same time. A product the customer has delivered by a subscription is not
 * reminded while the subscription delivers: its reminder waits, and goes out if the subscription stops.
 * Answers how many it sent; `onSent` hears of each.
 */
export async function runReminderPass(db: Db, asOf: Date, onSent?: (sent: SentReminder) => void): Promise<number> {
  if (inQuietHours(asOf)) return 0;
  const day = reminderDay(asOf);
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string; state: ReminderState; customer_id: string; due_on: string }>`
        with batch as (
          select r.id, exists (select 1 from customer_order o where o.id = r.order_id and o.status = 'returned') or exists (
            select 1 from customer_order later
            join customer_order earlier on earlier.id = r.order_id
            join order_line l on l.order_id = later.id
            where later.customer_id = r.customer_id and later.created_at > earlier.created_at and later.status <> 'cancelled'
              and (l.product_id = r.product_id or l.product_id in (${pairsOf(sql`r.product_id`)}))
          ) as skipped
          from refill_reminder r
          where r.state in ('due', 'snoozed') and r.due_on <= ${day}
            and not exists (
              select 1 from subscription s join subscription_item i on i.subscription_id = s.id
              where s.customer_id = r.customer_id and i.product_id = r.product_id and s.state in ('active', 'awaiting_mandate'))
          order by r.due_on, r.id
          limit ${BATCH}
          for update of r skip locked
        )
        update refill_reminder r
        set state = case when batch.skipped then 'superseded' else 'sent' end,
            sent_at = case when batch.skipped then null else now() end,
            updated_at = now()
        from batch where r.id = batch.id
        returning r.id, r.state, r.customer_id, r.due_on::text as due_on`.execute(trx);
      const toSend = rows.filter((r) => r.state === "sent");
      if (toSend.length) {
        const details = await trx
          .selectFrom("refill_reminder as r")
          .innerJoin("customer", "customer.id", "r.customer_id")
          .innerJoin("product", "product.id", "r.product_id")
          .leftJoin("product_translation", (join) =>
            join.onRef("product_translation.product_id", "=", "product.id").onRef("product_translation.language", "=", "customer.language"),
          )
          .select([
            "r.id",
            "customer.phone_number",
            "product.public_id",
            "product.name",
            sql<string>`coalesce(product_translation.name, product.name)`.as("local_name"),
          ])
          .where(
            "r.id",
            "in",
            toSend.map((r) => r.id),
          )
          .execute();
        const byId = new Map(details.map((d) => [d.id, d]));
        for (const reminder of toSend) {
          const about = byId.get(reminder.id)!;
          await notify(trx, reminder.customer_id, {
            kind: "refill-reminders",
            title: "Time to refill your {product}",
            body: "Your {product} should be running low by now. Open this reminder to put a refill in your cart in one step.",
            params: { product: about.local_name },
            link: refillPath(about.public_id),
          });
          onSent?.({ phoneNumber: about.phone_number, product: about.name, dueOn: reminder.due_on });
        }
      }
      return rows.length;
    });
    sent += claimed;
    if (claimed < BATCH) return sent;
  }
}

/** The refill reminder pass, once a period across every process that runs background work. */
export const startReminderWorker = (db: Db, options: PeriodicOptions) =>
  startPeriodicPass(
    db,
    "refill reminders",
    async () => {
      const sent = await runReminderPass(db, new Date());
      if (sent) options.log.info({ sent }, "refill reminders sent");
    },
    options,
  );

/**
 * /my_refills (api/customer/getRefillList): each product the customer uses, from their delivered
 * orders, with its latest line's reminder: when it is due, or that it was sent or stopped. Soonest
 * first; stopped ones last.
 */
export async function listRefills(db: Db, customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<RefillItem[]> {
  const rows = await productsWithRating(db)
    .innerJoin("refill_reminder as r", "r.product_id", "product.id")
    .innerJoin("customer_order as o", "o.id", "r.order_id")
    .select([...productColumns(language), "r.id as reminder_id", "r.state", sql<string>`r.due_on::text`.as("due_on"), "o.order_number", "r.sent_at"])
    .distinctOn("product.id")
    .where("r.customer_id", "=", customerId)
    .where("r.state", "<>", "superseded")
    .orderBy("product.id")
    .orderBy("o.created_at", "desc")
    .execute();
  const rank = (state: ReminderState) => (state === "stopped" ? 1 : 0);
  return rows
    .map((r) => ({
      reminderId: r.reminder_id,
      product: toSummary(r),
      state: r.state as Exclude<ReminderState, "superseded">,
      dueOn: r.due_on,
      sentAt: r.sent_at?.toISOString() ?? null,
      orderId: r.order_number,
    }))
    .sort((a, b) => rank(a.state) - rank(b.state) || a.dueOn.localeCompare(b.dueOn) || a.product.productName.localeCompare(b.product.productName));
}

/** The customer's reminder by id, locked; another customer's or a superseded one is not found. */
async function ownReminder(trx: Db, customerId: string, reminderId: string) {
  const reminder = await trx
    .selectFrom("refill_reminder")
    .select(["id", "product_id", "state", sql<string>`due_on::text`.as("due_on")])
    .where("id", "=", reminderId)
    .where("customer_id", "=", customerId)
    .where("state", "<>", "superseded")
    .forUpdate()
    .executeTakeFirst();
  if (!reminder) throw new DomainError("not_found", "reminder_not_found", messages.notFound);
  return reminder;
}

/**
 * "Remind me a week later": the reminder waits until 7 days after its due day, or after today when
 * that has passed (a reminder already sent comes again a week from now). Stopped ones stay stopped.
 */
export async function snoozeReminder(db: Db, customerId: string, reminderId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reminder = await ownReminder(trx, customerId, reminderId);
    if (reminder.state === "stopped") throw new DomainError("conflict", "reminder_stopped", messages.stopped);
    const today = reminderDay(now);
    await trx
      .updateTable("refill_reminder")
      .set({ state: "snoozed", due_on: dayAfter(reminder.due_on > today ? reminder.due_on : today, SNOOZE_DAYS), updated_at: new Date() })
      .where("id", "=", reminder.id)
      .execute();
  });
}

/**
 * "Stop reminders for this product": every reminder of the customer for the reminder's product stops.
 * The next delivery of the product (buying it again) schedules a new one.
 */
export async function stopReminders(db: Db, customerId: string, reminderId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reminder = await ownReminder(trx, customerId, reminderId);
    await trx
      .updateTable("refill_reminder")
      .set({ state: "stopped", updated_at: new Date() })
      .where("customer_id", "=", customerId)
      .where("product_id", "=", reminder.product_id)
      .where("state", "in", ["due", "snoozed", "sent"])
      .execute();
  });
}
