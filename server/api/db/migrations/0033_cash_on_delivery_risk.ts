import { sql, type Kysely } from "kysely";

/**
 * Cash on delivery that comes back (docs/product.md#cash-on-delivery-risk): what happened to each
 * delivery, the risk score of each cash order with its reasons and what it asked of the shopper, the
 * owner's settings, an optional landmark on addresses, and the prepaid offer an order took. The
 * settings' defaults are domain/cod/risk.ts's DEFAULT_COD_SETTINGS as they were when this was written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cod_setting (
      id smallint primary key default 1 check (id = 1),
      weights jsonb not null
        default '{"areaReturns": 100, "pastReturns": 30, "firstOrder": 10, "orderValue": 20, "noLandmark": 8, "shortAddress": 12, "farPromise": 4}',
      medium_from smallint not null default 30,
      high_from smallint not null default 60,
      confirm_hours smallint not null default 24 check (confirm_hours between 1 and 72),
      high_ask text not null default 'part' check (high_ask in ('part', 'prepaid')),
      part_paise integer default 4900 check (part_paise between 100 and 100000),
      part_percent smallint check (part_percent between 1 and 90),
      prepaid_offer_paise integer not null default 2000 check (prepaid_offer_paise between 0 and 50000),
      updated_at timestamptz not null default now(),
      check (0 < medium_from and medium_from < high_from and high_from <= 100),
      check ((part_paise is null) <> (part_percent is null))
    )`.execute(db);
  await sql`insert into cod_setting default values`.execute(db);

  // Every attempt's outcome, from the courier or an operator; an order may have several (rescheduled, then delivered).
  await sql`
    create table delivery_outcome (
      id bigint generated always as identity primary key,
      order_id bigint not null references customer_order (id) on delete cascade,
      outcome text not null check (outcome in ('delivered', 'refused', 'unreachable', 'address-not-found', 'rescheduled', 'returned-to-origin')),
      cost_paise integer check (cost_paise >= 0),
      note text,
      source text not null check (source in ('courier', 'operator')),
      operator_id bigint references operator (id),
      created_at timestamptz not null default now(),
      check (outcome = 'returned-to-origin' or cost_paise is null)
    )`.execute(db);
  await sql`create index delivery_outcome_order on delivery_outcome (order_id, created_at)`.execute(db);
  // The area's return rate reads the outcomes of a period.
  await sql`create index delivery_outcome_created on delivery_outcome (created_at)`.execute(db);

  // A cash order's score, made when it was placed; the order keeps it whatever the settings become.
  await sql`
    create table order_cod_risk (
      order_id bigint primary key references customer_order (id) on delete cascade,
      score smallint not null check (score between 0 and 100),
      band text not null check (band in ('low', 'medium', 'high')),
      reasons jsonb not null,
      ask text not null check (ask in ('cash', 'confirm', 'part', 'prepaid')),
      part_paise integer check (part_paise > 0),
      confirm_by timestamptz,
      confirmed_at timestamptz,
      confirmed_via text check (confirmed_via in ('page', 'sms', 'whatsapp', 'payment')),
      created_at timestamptz not null default now()
    )`.execute(db);
  // The expiry pass reads the confirmations still awaited, by deadline.
  await sql`create index order_cod_risk_awaiting on order_cod_risk (confirm_by) where ask = 'confirm' and confirmed_at is null`.execute(db);

  // What an online payment attempt pays: the order (a cash order's whole, the offer off) or a cash order's part payment.
  await sql`alter table payment add column purpose text not null default 'order' check (purpose in ('order', 'part'))`.execute(db);
  await sql`alter table customer_address add column landmark text not null default ''`.execute(db);
  await sql`alter table customer_order add column prepaid_offer_paise integer not null default 0 check (prepaid_offer_paise >= 0)`.execute(db);
}
