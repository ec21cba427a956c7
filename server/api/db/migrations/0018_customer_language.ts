import { sql, type Kysely } from "kysely";

/**
 * A customer's language (issue 33, docs/i18n.md): the one they chose in the shop or registered in, so the
 * messages sent to them later (an order's moves, a reply to a ticket, a reminder) are written in it.
 * Which languages exist is the API's to check (domain/i18n/languages.ts): a new one needs no migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customer add column language text not null default 'en'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customer drop column language`.execute(db);
}
