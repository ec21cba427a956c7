import { sql, type Kysely } from "kysely";

/**
 * The catalogue at 10,000 products (issue 18). Name search is a trigram index, so a "name contains"
 * look-up does not read every product; a list of one category in catalogue order reads an index in
 * that order. `catalogue_version` is one row that every change to what catalogue reads show (products
 * with their prices and stock, their rating aggregates, categories, product types) moves on, in the same transaction, so an
 * answer's ETag changes exactly when the answer can.
 */
/** Every table a catalogue answer shows: products, their stars (migration 0010's aggregate), categories and types. */
const CATALOGUE_TABLES = ["product", "product_rating", "category", "product_type"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index product_name_trgm_idx on product using gin (name gin_trgm_ops) where active`.execute(db);
  await sql`create index product_category_order_idx on product (category, sort_order, name) where active`.execute(db);
  await sql`create index product_featured_order_idx on product (sort_order, name) where active and featured`.execute(db);

  await sql`create table catalogue_version (id boolean primary key default true check (id), version bigint not null)`.execute(db);
  await sql`insert into catalogue_version (version) values (1)`.execute(db);
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_catalogue_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalogue_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOGUE_TABLES) await sql`drop trigger ${sql.raw(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function bump_catalogue_version()`.execute(db);
  await sql`drop table catalogue_version`.execute(db);
  await sql`drop index product_featured_order_idx`.execute(db);
  await sql`drop index product_category_order_idx`.execute(db);
  await sql`drop index product_name_trgm_idx`.execute(db);
}
