import { sql, type Kysely } from "kysely";

/**
 * Money that reconciles (docs/decisions/026-settlement-and-reconciliation.md):
 * - An order may have more than its one refund: a payment the order did not need (it came after the
 *   order was cancelled, after another payment, or for another amount) is refunded on its own. The
 *   order's refund stays one per order; any payment is refunded at most once.
 * - A gateway refund carries its attempt in its idempotency key, so a retried call never refunds twice
 *   and a refund the bank failed can be asked again; it keeps the bank's reference (ARN).
 * - A refund to a UPI id keeps the payout that pays it, and the transfer's UTR, whoever made it.
 * - Reconciliation notes when it last asked the gateway about an attempt or a refund, and claims each
 *   with that note, so several API processes never ask about the same one at once.
 * - The local gateway honours refund idempotency keys; the local payout adapter records its transfers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund add column reason text not null default 'order' check (reason in ('order', 'unexpected_payment'))`.execute(db);
  await sql`alter table refund drop constraint refund_order_id_key`.execute(db);
  await sql`create unique index refund_order_once on refund (order_id) where reason = 'order'`.execute(db);
  await sql`create unique index refund_payment_once on refund (provider_payment_id) where provider_payment_id is not null`.execute(db);
  await sql`create index refund_order_idx on refund (order_id)`.execute(db);
  await sql`alter table refund add column attempt integer not null default 1 check (attempt > 0)`.execute(db);
  await sql`alter table refund add column arn text`.execute(db);
  await sql`alter table refund add column payout_id text unique`.execute(db);
  await sql`alter table refund add column utr text`.execute(db);
  await sql`alter table refund add column checked_at timestamptz`.execute(db);
  await sql`create index refund_pending_idx on refund (created_at) where state = 'pending'`.execute(db);

  await sql`alter table payment add column checked_at timestamptz`.execute(db);
  await sql`create index payment_open_idx on payment (created_at) where status = 'created'`.execute(db);

  await sql`alter table local_gateway_refund add column idempotency_key text unique`.execute(db);
  await sql`
    create table local_payout (
      id text primary key,
      idempotency_key text not null unique,
      vpa text not null,
      amount_paise integer not null check (amount_paise > 0),
      utr text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table local_payout`.execute(db);
  await sql`alter table local_gateway_refund drop column idempotency_key`.execute(db);
  await sql`drop index payment_open_idx`.execute(db);
  await sql`alter table payment drop column checked_at`.execute(db);
  for (const index of ["refund_pending_idx", "refund_order_idx", "refund_payment_once", "refund_order_once"]) {
    await sql`drop index ${sql.table(index)}`.execute(db);
  }
  for (const column of ["checked_at", "utr", "payout_id", "arn", "attempt"]) {
    await sql`alter table refund drop column ${sql.ref(column)}`.execute(db);
  }
  await sql`delete from refund where reason <> 'order'`.execute(db);
  await sql`alter table refund drop column reason`.execute(db);
  await sql`alter table refund add constraint refund_order_id_key unique (order_id)`.execute(db);
}
