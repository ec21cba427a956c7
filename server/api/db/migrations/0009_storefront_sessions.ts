import { sql, type Kysely } from "kysely";

/**
 * The storefront's sessions, kept here rather than in the browser: the cookie holds only a random
 * 256-bit id, and only its SHA-256 is stored, so neither a stolen cookie's contents nor a copy of
 * this table gives the customer's API token away to someone without the other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table storefront_session (
      id_hash text primary key,
      data jsonb not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Expired rows are swept by expiry.
  await sql`create index storefront_session_expires_at on storefront_session (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table storefront_session`.execute(db);
}
