import { sql, type Kysely } from "kysely";

/**
 * The local test gateway's checkouts and payments (issue 13). A checkout token is issued to the page
 * shown to an order's payer and completes one checkout; only its SHA-256 is kept. The gateway's
 * payments are its own record of what happened, which a failure report is checked against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table local_gateway_checkout (
      token_hash text primary key,
      gateway_order_id text not null references local_gateway_order (id) on delete cascade,
      created_at timestamptz not null default now(),
      used_at timestamptz
    )`.execute(db);
  await sql`
    create table local_gateway_payment (
      id text primary key,
      gateway_order_id text not null references local_gateway_order (id) on delete cascade,
      status text not null check (status in ('captured', 'failed')),
      error_description text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index local_gateway_payment_order_idx on local_gateway_payment (gateway_order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table local_gateway_payment`.execute(db);
  await sql`drop table local_gateway_checkout`.execute(db);
}
