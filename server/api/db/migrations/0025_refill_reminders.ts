import { sql, type Kysely } from "kysely";

/**
 * The days a litre of each type lasted a household when this migration was written, to give the
 * products already here a use period. A migration must do the same on every database it ever runs on,
 * so it keeps its own copy: products added later take theirs from domain/catalogue/tax-weight-use.ts,
 * whose paces may change without rewriting this one.
 */
const USE_DAYS_PER_LITRE = {
  "dish-wash-gel": 60,
  "glass-cleaner-": 120,
  "toilet-cleaner": 60,
  "bathroom-cleaner": 90,
  "floor-cleaner": 15,
  "laundry-care": 30,
  "hand-wash": 100,
};

/**
 * Refill reminders (docs/product.md#refill-reminders). Each product has a use period: the days one unit
 * lasts a household (products already here get their type's pace for their size). Each delivered line
 * gets a reminder row, one per line (the primary key of order_line), due when its units are used up;
 * the reminder pass claims due rows (state 'due' or 'snoozed', due_on reached) and marks them sent in
 * the transaction that writes the notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product add column use_days smallint check (use_days between 1 and 3650)`.execute(db);
  const paces = Object.entries(USE_DAYS_PER_LITRE).map(([type, days]) => sql`(${type}::text, ${days}::int)`);
  await sql`
    update product set use_days = greatest(7, round(product.net_quantity / 1000.0 * pace.days))
    from (values ${sql.join(paces)}) as pace (type, days)
    where pace.type = product.product_type`.execute(db);
  await sql`update product set use_days = 30 where use_days is null`.execute(db);
  await sql`alter table product alter column use_days set not null`.execute(db);

  await sql`
    create table refill_reminder (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      order_id bigint not null,
      product_id bigint not null references product (id),
      due_on date not null,
      state text not null default 'due' check (state in ('due', 'sent', 'snoozed', 'stopped', 'superseded')),
      sent_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (order_id, product_id),
      foreign key (order_id, product_id) references order_line (order_id, product_id) on delete cascade
    )`.execute(db);
  // The pass reads only rows still waiting, by day; /my_refills reads a customer's.
  await sql`create index refill_reminder_waiting on refill_reminder (due_on, id) where state in ('due', 'snoozed')`.execute(db);
  await sql`create index refill_reminder_customer on refill_reminder (customer_id, product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table refill_reminder`.execute(db);
  await sql`alter table product drop column use_days`.execute(db);
}
