import { sql, type Kysely } from "kysely";

// A migration is history: the statuses and payment types as they were when it was written.
const STATUSES = sql.raw(
  "'pending', 'accepted', 'on-the-way', 'reached', 'delivered', 'not-delivered', 'cancelled', 'return-requested', " +
    "'return-request-accepted', 'return-request-rejected', 'return-request-approved', 'return-on-the-way', 'returned'",
);
const PAYMENT_TYPES = sql.raw("'COD', 'online'");

/**
 * Orders: what was bought, at which prices, delivered where, and how it moves. Lines and the address
 * are copies, so an order reads the same after the catalogue or the address book change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customer_order (
      id bigint generated always as identity primary key,
      order_number text generated always as ('NHC' || lpad(id::text, 7, '0')) stored unique,
      customer_id bigint not null references customer (id),
      status text not null default 'pending' check (status in (${STATUSES})),
      payment_type text not null check (payment_type in (${PAYMENT_TYPES})),
      paid_at timestamptz,
      delivery_address jsonb not null check (jsonb_typeof(delivery_address) = 'object'),
      pincode char(6) not null,
      mrp_total_paise integer not null check (mrp_total_paise >= 0),
      subtotal_paise integer not null check (subtotal_paise >= 0),
      coupon_code text,
      coupon_discount_paise integer not null default 0 check (coupon_discount_paise >= 0),
      referral_discount_paise integer not null default 0 check (referral_discount_paise >= 0),
      total_paise integer not null check (total_paise >= 0),
      -- One order per checkout: a double submit or a retry carries the same key.
      idempotency_key text not null,
      delivered_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (customer_id, idempotency_key)
    )`.execute(db);
  await sql`create index customer_order_customer_idx on customer_order (customer_id, created_at desc)`.execute(db);

  await sql`
    create table order_line (
      order_id bigint not null references customer_order (id) on delete cascade,
      product_id bigint not null references product (id),
      product_name text not null,
      public_id text not null,
      category text not null,
      size text not null,
      image text not null,
      hsn_code text not null,
      gst_rate smallint not null,
      unit_mrp_paise integer not null check (unit_mrp_paise > 0),
      unit_price_paise integer not null check (unit_price_paise > 0),
      quantity smallint not null check (quantity between 1 and 10),
      line_total_paise integer not null check (line_total_paise >= 0),
      primary key (order_id, product_id)
    )`.execute(db);

  // Every status an order has been in, for tracking and for the notifications each change writes.
  await sql`
    create table order_status_event (
      id bigint generated always as identity primary key,
      order_id bigint not null references customer_order (id) on delete cascade,
      status text not null check (status in (${STATUSES})),
      note text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index order_status_event_order_idx on order_status_event (order_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table order_status_event`.execute(db);
  await sql`drop table order_line`.execute(db);
  await sql`drop table customer_order`.execute(db);
}
