import { sql, type Kysely } from "kysely";

/**
 * An order's history says who moved it (docs/operator-api.md, getOrder): the operator's name as it was
 * then, or "Command line" for the shared token; null for the customer's and the system's moves and for
 * moves made before names were kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_status_event add column operator_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_status_event drop column operator_name`.execute(db);
}
