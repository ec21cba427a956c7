import { sql, type Kysely } from "kysely";

/**
 * Periodic passes (refill reminders, reconciliation) run once a period across every process that
 * runs background work: a pass's row says when it is next due, and a process runs the pass only if
 * it moves that time on (server/api/services/periodic.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table periodic_pass (name text primary key, due_at timestamptz not null, ran_at timestamptz not null default now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table periodic_pass`.execute(db);
}
