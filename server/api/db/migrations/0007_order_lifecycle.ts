import { sql, type Kysely } from "kysely";

/**
 * After the purchase: who made each status move, return requests, refunds, GST invoice numbers, the
 * outbox of work for the outside world (gateway refunds now, push and SMS later), and the local test
 * gateway's refunds. Money is integer paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_status_event add column actor text check (actor in ('customer', 'operator', 'system'))`.execute(db);
  // The order list filters by status and payment type within one customer's orders.
  await sql`create index customer_order_customer_status_idx on customer_order (customer_id, status, created_at)`.execute(db);

  // A delivered order's return request: at most one per order.
  await sql`
    create table order_return (
      order_id bigint primary key references customer_order (id) on delete cascade,
      reason text not null,
      comment text check (length(comment) <= 500),
      upi_id text,
      requested_at timestamptz not null default now()
    )`.execute(db);

  // At most one refund per order; gateway refunds go back to the card, UPI refunds to the customer's UPI id.
  await sql`
    create table refund (
      id bigint generated always as identity primary key,
      order_id bigint not null unique references customer_order (id) on delete cascade,
      customer_id bigint not null references customer (id) on delete cascade,
      amount_paise integer not null check (amount_paise > 0),
      method text not null check (method in ('gateway', 'upi')),
      state text not null default 'pending' check (state in ('pending', 'processed', 'failed')),
      upi_id text,
      provider_payment_id text,
      provider_refund_id text unique,
      failure_reason text,
      created_at timestamptz not null default now(),
      processed_at timestamptz,
      check (method = 'upi' and upi_id is not null or method = 'gateway' and provider_payment_id is not null)
    )`.execute(db);
  await sql`create index refund_customer_idx on refund (customer_id, created_at desc)`.execute(db);

  // GST invoices (CGST Rule 46): a number per order, consecutive within a financial year ('25-26').
  await sql`
    create table invoice_sequence (
      financial_year text primary key check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
      last_serial integer not null check (last_serial > 0)
    )`.execute(db);
  await sql`
    create table invoice (
      order_id bigint primary key references customer_order (id) on delete cascade,
      financial_year text not null,
      serial integer not null check (serial > 0),
      invoice_number text not null unique check (length(invoice_number) <= 16),
      issued_at timestamptz not null default now(),
      unique (financial_year, serial)
    )`.execute(db);

  // Work for the outside world, written in the transaction that decided it and sent after commit by
  // a worker that claims rows with FOR UPDATE SKIP LOCKED and a lease, so each is sent once.
  await sql`
    create table outbox (
      id bigint generated always as identity primary key,
      kind text not null,
      payload jsonb not null,
      state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
      attempts integer not null default 0,
      available_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      done_at timestamptz
    )`.execute(db);
  await sql`create index outbox_pending_idx on outbox (available_at) where state = 'pending'`.execute(db);

  // The local test gateway's refunds (it stands in for the provider's Refunds API).
  await sql`
    create table local_gateway_refund (
      id text primary key,
      payment_id text not null,
      amount_paise integer not null check (amount_paise > 0),
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["local_gateway_refund", "outbox", "invoice", "invoice_sequence", "refund", "order_return"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop index customer_order_customer_status_idx`.execute(db);
  await sql`alter table order_status_event drop column actor`.execute(db);
}
