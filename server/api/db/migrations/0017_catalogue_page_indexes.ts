import { sql, type Kysely } from "kysely";

/**
 * Pages of a list found in an index (issue 18, docs/decisions/016).
 *
 * Each order a list is shown in (the whole catalogue, a category, a category and type) has an index in
 * that order that also holds the product's id, so a page's ids and a bounded count of the matches come
 * from the index without reading the products' wide rows (an index-only scan where the table's pages
 * are all visible). The whole catalogue's order is new: search results and suggestions are listed in it.
 *
 * Name search ("contains, ignoring case") becomes a LIKE on the name in lower case: ILIKE lowercases
 * every name it tests, which made it three times the cost of LIKE when a search walks every name. The
 * catalogue order's index holds the lower-case name too, and the trigram index moves to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product add column search_name text generated always as (lower(name)) stored`.execute(db);
  await sql`drop index product_name_trgm_idx`.execute(db);
  await sql`create index product_search_name_trgm_idx on product using gin (search_name gin_trgm_ops) where active`.execute(db);
  await sql`create index product_order_idx on product (sort_order, name) include (id, search_name) where active`.execute(db);
  await sql`drop index product_category_order_idx`.execute(db);
  await sql`create index product_category_order_idx on product (category, sort_order, name) include (id) where active`.execute(db);
  await sql`drop index product_listing_idx`.execute(db);
  await sql`create index product_listing_idx on product (category, product_type, sort_order, name) include (id) where active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_listing_idx`.execute(db);
  await sql`create index product_listing_idx on product (category, product_type, sort_order, name) where active`.execute(db);
  await sql`drop index product_category_order_idx`.execute(db);
  await sql`create index product_category_order_idx on product (category, sort_order, name) where active`.execute(db);
  await sql`drop index product_order_idx`.execute(db);
  await sql`drop index product_search_name_trgm_idx`.execute(db);
  await sql`create index product_name_trgm_idx on product using gin (name gin_trgm_ops) where active`.execute(db);
  await sql`alter table product drop column search_name`.execute(db);
}
