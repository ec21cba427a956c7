import { sql, type Kysely } from "kysely";

/**
 * The catalogue at 10,000 products (issue 18). Name search is a trigram index, so a "name contains"
 * look-up does not read every product; a list of one category in catalogue order reads an index in
 * that order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index product_name_trgm_idx on product using gin (name gin_trgm_ops) where active`.execute(db);
  await sql`create index product_category_order_idx on product (category, sort_order, name) where active`.execute(db);
  await sql`create index product_featured_order_idx on product (sort_order, name) where active and featured`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_featured_order_idx`.execute(db);
  await sql`drop index product_category_order_idx`.execute(db);
  await sql`drop index product_name_trgm_idx`.execute(db);
}
