import { sql, type Kysely } from "kysely";

/**
 * The customer's cart (lines and the applied coupon), the coupon rules beyond 0002's (limits per
 * customer and overall, first order only, personal reward coupons), the record of coupon uses, and
 * the referral programme (settings, each customer's code, who referred whom). Money is integer paise.
 * The cart keeps no prices: they are read from the catalogue every time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table coupon
      add column per_customer_limit integer check (per_customer_limit > 0),
      add column usage_limit integer check (usage_limit > 0),
      add column first_order_only boolean not null default false,
      -- A personal coupon (a referrer's reward) can be seen and used by its owner only.
      add column owner_customer_id bigint references customer (id) on delete cascade`.execute(db);
  await sql`create index coupon_owner_idx on coupon (owner_customer_id) where owner_customer_id is not null`.execute(db);

  await sql`
    create table cart_line (
      customer_id bigint not null references customer (id) on delete cascade,
      product_id bigint not null references product (id) on delete cascade,
      quantity smallint not null check (quantity between 1 and 10),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (customer_id, product_id)
    )`.execute(db);
  await sql`
    create table cart_coupon (
      customer_id bigint primary key references customer (id) on delete cascade,
      coupon_code text not null references coupon (code) on delete cascade,
      applied_at timestamptz not null default now()
    )`.execute(db);

  // One row per order that used a coupon. Uses of cancelled orders do not count against the limits.
  await sql`
    create table coupon_use (
      order_id bigint primary key references customer_order (id) on delete cascade,
      coupon_code text not null references coupon (code),
      customer_id bigint not null references customer (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index coupon_use_code_idx on coupon_use (coupon_code, customer_id)`.execute(db);

  // The programme's terms: one row. The friend's discount applies to one unit of the referral product.
  await sql`
    create table referral_setting (
      id smallint primary key default 1 check (id = 1),
      product_id bigint not null references product (id),
      friend_discount_type text not null check (friend_discount_type in ('flat', 'percent')),
      friend_discount_value integer not null check (friend_discount_value > 0 and (friend_discount_type = 'flat' or friend_discount_value <= 100)),
      reward_paise integer not null check (reward_paise > 0),
      reward_min_order_paise integer not null default 0 check (reward_min_order_paise >= 0),
      reward_valid_days integer not null check (reward_valid_days > 0),
      active boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table referral_code (
      code text primary key check (code ~ '^[A-Z0-9]{5,12}$'),
      customer_id bigint not null unique references customer (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  // A friend is referred once: applied (no order yet), then used by an order, then rewarded once delivered.
  await sql`
    create table referral (
      friend_id bigint primary key references customer (id) on delete cascade,
      referrer_id bigint not null references customer (id) on delete cascade,
      code text not null,
      order_id bigint unique references customer_order (id) on delete set null,
      reward_coupon_code text unique references coupon (code),
      created_at timestamptz not null default now(),
      ordered_at timestamptz,
      rewarded_at timestamptz,
      check (friend_id <> referrer_id)
    )`.execute(db);
  await sql`create index referral_referrer_idx on referral (referrer_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["referral", "referral_code", "referral_setting", "coupon_use", "cart_coupon", "cart_line"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`
    alter table coupon
      drop column owner_customer_id,
      drop column first_order_only,
      drop column usage_limit,
      drop column per_customer_limit`.execute(db);
}
