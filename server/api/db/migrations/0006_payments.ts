import { sql, type Kysely } from "kysely";

/**
 * Payments, payment links, saved cards and notifications. Cards keep only what a shopper may see
 * again (name, last four digits, network, expiry): never the number, never the CVV.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per attempt to pay an order online; the provider's order id ties a callback to it.
  await sql`
    create table payment (
      id bigint generated always as identity primary key,
      order_id bigint not null references customer_order (id),
      provider text not null check (provider in ('razorpay', 'local')),
      provider_order_id text not null unique,
      amount_paise integer not null check (amount_paise > 0),
      status text not null default 'created' check (status in ('created', 'paid', 'failed')),
      provider_payment_id text unique,
      failure_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // However many callbacks, webhooks and retries arrive, an order is paid once.
  await sql`create unique index payment_paid_once on payment (order_id) where status = 'paid'`.execute(db);

  // A payment link sent by SMS: only the token's SHA-256 is kept.
  await sql`
    create table payment_link (
      token_hash text primary key,
      order_id bigint not null references customer_order (id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_link_order_idx on payment_link (order_id)`.execute(db);

  // Webhook events already handled, so a redelivered event changes nothing.
  await sql`
    create table webhook_event (
      provider text not null,
      event_id text not null,
      event text not null,
      received_at timestamptz not null default now(),
      primary key (provider, event_id)
    )`.execute(db);

  await sql`
    create table saved_card (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      holder_name text not null,
      last4 char(4) not null check (last4 ~ '^[0-9]{4}$'),
      network text not null,
      exp_month smallint not null check (exp_month between 1 and 12),
      exp_year smallint not null check (exp_year between 2000 and 2099),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index saved_card_customer_idx on saved_card (customer_id)`.execute(db);

  await sql`
    create table notification (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      title text not null,
      body text not null,
      order_id bigint references customer_order (id) on delete set null,
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notification_customer_idx on notification (customer_id, created_at desc)`.execute(db);

  // The local test gateway's own orders (it stands in for the provider's Orders API).
  await sql`
    create table local_gateway_order (
      id text primary key,
      amount_paise integer not null check (amount_paise > 0),
      receipt text not null,
      notes jsonb not null default '{}',
      status text not null default 'created' check (status in ('created', 'attempted', 'paid')),
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["local_gateway_order", "notification", "saved_card", "webhook_event", "payment_link", "payment"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
