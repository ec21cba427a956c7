import { sql, type Kysely } from "kysely";

/**
 * What a notification is about (docs/product.md#notifications): order updates, refill reminders or
 * offers, each of which a shopper allows on channels of their choosing; and, for a notification that
 * asks the shopper to act (a refill reminder), the shop's path it leads to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notification
      add column kind text not null default 'order-updates' check (kind in ('order-updates', 'refill-reminders', 'offers')),
      add column link text check (link like '/%')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notification drop column kind, drop column link`.execute(db);
}
