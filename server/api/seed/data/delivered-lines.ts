import { sql } from "kysely";
import type { Db } from "../../db";
import { scheduleReminders } from "../../services/refills/refill-reminders";

export const MAX_DELIVERED_LINES = 1_000_000;
/** Orders whose reminders are scheduled in one statement, as one delivery of many. */
const BATCH = 1000;

/**
 * `db:seed --delivered-lines N`: brings the delivered order lines up to N (rounded up to even), to
 * measure the refill reminder pass at scale: a customer for every two lines (numbers 6000000001 on),
 * each with one cash-on-delivery order of two demo products delivered now in Bengaluru, and their
 * reminders scheduled as a delivery schedules them. Deterministic: the n-th order is always the same.
 */
export async function seedDeliveredLines(db: Db, total: number): Promise<string[]> {
  const seeded = await db
    .selectFrom("customer_order")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("idempotency_key", "like", "seed-delivered-%")
    .executeTakeFirstOrThrow();
  const [have, want] = [Number(seeded.n), Math.ceil(total / 2)];
  if (have >= want) return [];
  await sql`
    insert into customer (phone_number, first_name, last_name)
    select '6' || lpad(g::text, 9, '0'), 'Demo', 'Shopper ' || g from generate_series(${have + 1}::int, ${want}::int) g
    on conflict do nothing`.execute(db);
  await sql`
    insert into customer_order (customer_id, status, payment_type, delivery_address, pincode, mrp_total_paise, subtotal_paise, total_paise, idempotency_key, delivered_at)
    select c.id, 'delivered', 'COD',
           jsonb_build_object('firstName', 'Demo', 'lastName', 'Shopper', 'pincode', '560034', 'apartment', 'Lake View', 'city', 'Bengaluru',
                              'street', 'Koramangala', 'streetAddress2', 'B-304', 'phoneNumber', c.phone_number),
           '560034', 0, 0, 0, 'seed-delivered-' || g, now()
    from generate_series(${have + 1}::int, ${want}::int) g
    join customer c on c.phone_number = '6' || lpad(g::text, 9, '0')`.execute(db);
  await sql`
    with demo as (
      select row_number() over (order by sort_order) - 1 as i, count(*) over () as k, product.*
      from product where active and sort_order < 1000
    )
    insert into order_line (order_id, product_id, product_name, public_id, category, size, image, hsn_code, gst_rate, unit_mrp_paise, unit_price_paise, quantity, line_total_paise)
    select o.id, p.id, p.name, p.public_id, p.category, p.net_quantity || ' ' || p.unit, coalesce(p.images -> 0 ->> 'path', ''), p.hsn_code, p.gst_rate,
           p.mrp_paise, p.sale_price_paise, 1 + g % 3, p.sale_price_paise * (1 + g % 3)
    from generate_series(${have + 1}::int, ${want}::int) g
    join customer_order o on o.idempotency_key = 'seed-delivered-' || g
    cross join (values (0), (1)) as line (n)
    join demo p on p.i = (g * 2 + line.n) % p.k`.execute(db);
  const deliveredAt = new Date();
  for (;;) {
    const orders = await db
      .selectFrom("customer_order")
      .select("id")
      .where("idempotency_key", "like", "seed-delivered-%")
      .where((eb) => eb.not(eb.exists(eb.selectFrom("refill_reminder").select("id").whereRef("refill_reminder.order_id", "=", "customer_order.id"))))
      .limit(BATCH)
      .execute();
    if (!orders.length) break;
    await db.transaction().execute((trx) =>
      scheduleReminders(
        trx,
        orders.map((o) => o.id),
        deliveredAt,
      ),
    );
  }
  await sql`vacuum analyze refill_reminder`.execute(db);
  return [`${(want - have) * 2} more delivered order lines with refill reminders (${want * 2} in all)`];
}
