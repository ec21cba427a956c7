import { sql, type Kysely } from "kysely";

/**
 * Done outbox rows by when they were done: the metrics read the last hour's, and the daily purge
 * (server/api/services/outbox.ts) deletes those older than a week, without reading the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index outbox_done_idx on outbox (done_at) where state = 'done'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index outbox_done_idx`.execute(db);
}
