import { sql, type Kysely } from "kysely";

/**
 * Subscriptions (docs/product.md#subscriptions). A subscription delivers its items to one address
 * every few weeks at a discount; online ones are paid by a UPI AutoPay mandate (a gateway token the
 * shopper approves once with the first delivery's payment), cash ones on delivery. Each delivery is a
 * cycle, one row per subscription and due day, so a pass that runs twice, or two at once, announces,
 * charges and orders a cycle once. The local gateway keeps its customers and tokens here too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table subscription_setting (
      id smallint primary key default 1 check (id = 1),
      discount_percent smallint not null default 5 check (discount_percent between 0 and 50),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into subscription_setting default values`.execute(db);

  await sql`
    create table subscription_mandate (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      provider text not null,
      gateway_customer_id text not null,
      gateway_order_id text not null unique,
      token_id text unique,
      state text not null default 'created' check (state in ('created', 'confirmed', 'rejected', 'paused', 'cancelled')),
      max_amount_paise integer not null check (max_amount_paise > 0),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table subscription (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      address_id bigint references customer_address (id) on delete set null,
      interval_weeks smallint not null check (interval_weeks in (1, 2, 3, 4, 6, 8, 12)),
      payment_type text not null check (payment_type in ('online', 'COD')),
      state text not null check (state in ('awaiting_mandate', 'active', 'paused', 'cancelled')),
      pause_reason text check (pause_reason in ('shopper', 'operator', 'mandate_paused', 'mandate_cancelled', 'mandate_rejected')),
      discount_percent smallint not null check (discount_percent between 0 and 50),
      next_due_on date not null,
      mandate_id bigint references subscription_mandate (id),
      first_order_id bigint references customer_order (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (payment_type = 'online' or mandate_id is null)
    )`.execute(db);
  await sql`create index subscription_customer on subscription (customer_id)`.execute(db);
  // The pass reads only the subscriptions delivering, by day.
  await sql`create index subscription_due on subscription (next_due_on, id) where state = 'active'`.execute(db);

  await sql`
    create table subscription_item (
      subscription_id bigint not null references subscription (id) on delete cascade,
      product_id bigint not null references product (id),
      quantity smallint not null check (quantity between 1 and 10),
      created_at timestamptz not null default now(),
      primary key (subscription_id, product_id)
    )`.execute(db);

  await sql`
    create table subscription_cycle (
      id bigint generated always as identity primary key,
      subscription_id bigint not null references subscription (id) on delete cascade,
      due_on date not null,
      state text not null check (state in ('noticed', 'skipped', 'charging', 'ordered', 'failed', 'missed')),
      amount_paise integer not null check (amount_paise >= 0),
      items jsonb not null,
      address_id bigint references customer_address (id) on delete set null,
      notice_sent_at timestamptz,
      confirmed_at timestamptz,
      charge_after timestamptz not null,
      order_id bigint references customer_order (id),
      failure_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (subscription_id, due_on)
    )`.execute(db);
  await sql`create index subscription_cycle_chargeable on subscription_cycle (charge_after, id) where state = 'noticed'`.execute(db);

  await sql`
    create table local_gateway_token (
      id text primary key,
      gateway_customer_id text not null,
      gateway_order_id text not null unique,
      state text not null check (state in ('initiated', 'confirmed', 'rejected', 'paused', 'cancelled')),
      max_amount_paise integer not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table local_gateway_order add column gateway_customer_id text, add column token jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table local_gateway_order drop column gateway_customer_id, drop column token`.execute(db);
  for (const table of ["local_gateway_token", "subscription_cycle", "subscription_item", "subscription", "subscription_mandate", "subscription_setting"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
