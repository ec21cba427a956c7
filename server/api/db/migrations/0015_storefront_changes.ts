import { sql, type Kysely } from "kysely";

/**
 * What the storefront keeps must learn of every change that makes it stale (docs/decisions/020): a
 * change to what catalogue answers are made of (products, their stock and price, their reviews,
 * photos and rating aggregate, the served areas a catalogue call checks, the public offers and the
 * uses that count against their limits, which an order's cancelling gives back) publishes
 * `{"type":"catalogue"}` on the `storefront_changes` channel, once per statement, from the same
 * transaction, so it is delivered only once that transaction commits (and once per transaction, as
 * PostgreSQL folds identical notifications). NOTIFY takes no row lock: two orders selling different
 * products never wait for each other (the one-row version of 016 did).
 *
 * A session's version changes with every save, and the storefront's cookie names the version it
 * saved: a storefront process may reuse the copy it read of that version without asking again.
 */
const CATALOGUE_TABLES = ["product", "product_review", "product_review_photo", "product_rating", "serviceable_area", "coupon", "coupon_use"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table storefront_session add column version text not null default ''`.execute(db);
  await sql`
    create function storefront_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('storefront_changes', '{"type":"catalogue"}');
      return null;
    end
    $$`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_storefront_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function storefront_catalogue_changed()`.execute(db);
  }
  await sql`
    create trigger customer_order_storefront_changed after update of status on customer_order
    for each statement execute function storefront_catalogue_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger customer_order_storefront_changed on customer_order`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_storefront_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function storefront_catalogue_changed()`.execute(db);
  await sql`alter table storefront_session drop column version`.execute(db);
}
