import { sql, type Kysely } from "kysely";

/**
 * The catalogue and the content in other languages than English (issue 33, docs/i18n.md).
 *
 * English stays where it is, in the rows themselves. Each kind of row that shoppers read has a table of
 * its translations, one row per (row, language), every field optional: a field without a translation
 * reads as the English one. A new language is rows in these tables, not a migration or a column.
 *
 * Tables rather than a jsonb column on each row:
 * - Lists stay as fast in English. The catalogue's order and search indexes (0013, 0017) and the
 *   product rows are untouched; an English read does not look at the translations at all, and a read in
 *   another language looks up the translations of the rows it shows (a page's 20, by primary key) in
 *   the same query, `coalesce(translation, english)`.
 * - A translated name can be searched through an index of its own (a trigram index on its lower case,
 *   as 0017 did for the English name), for every language at once, and kept off the English search.
 *   normalize() needs a UTF-8 database, which PGlite is and the shop's PostgreSQL must be.
 * - Each translation is keyed, typed and checked like the row it translates (a product's pictures'
 *   alternative texts stay an array, a content page's sections a jsonb array) and goes with it when the
 *   row is deleted.
 *
 * The language is a code of domain/i18n/languages.ts (which languages exist is the API's to check, as
 * for a customer's language in 0018); 'en' never has rows here.
 *
 * A change to a translation the storefront keeps answers of (products, categories, types, offers)
 * tells the storefronts, as a change of the rows themselves does (0015).
 */
const language = sql`language text not null check (language ~ '^[a-z]{2,3}$' and language <> 'en')`;

const KEPT = ["product_translation", "category_translation", "product_type_translation", "coupon_translation"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_translation (
      product_id bigint not null references product on delete cascade,
      ${language},
      name text check (length(name) between 1 and 200),
      description text check (length(description) >= 1),
      -- The alternative texts of the product's pictures, in their order (product.images).
      image_alts jsonb check (jsonb_typeof(image_alts) = 'array'),
      -- Devanagari has two spellings of some letters (फ़ as one character or as फ and a dot): search
      -- compares names and queries in one, NFC.
      search_name text generated always as (lower(normalize(name, NFC))) stored,
      primary key (product_id, language)
    )`.execute(db);
  await sql`create index product_translation_search_name_trgm_idx on product_translation using gin (search_name gin_trgm_ops)`.execute(db);

  await sql`
    create table category_translation (
      category text not null references category on delete cascade,
      ${language},
      name text check (length(name) >= 1),
      description text check (length(description) >= 1),
      primary key (category, language)
    )`.execute(db);
  await sql`
    create table product_type_translation (
      slug text not null references product_type on delete cascade,
      ${language},
      name text check (length(name) >= 1),
      description text check (length(description) >= 1),
      primary key (slug, language)
    )`.execute(db);
  await sql`
    create table coupon_translation (
      code text not null references coupon on delete cascade,
      ${language},
      description text check (length(description) >= 1),
      primary key (code, language)
    )`.execute(db);
  await sql`
    create table cms_page_translation (
      key text not null references cms_page on delete cascade,
      ${language},
      title text check (length(title) >= 1),
      summary text check (length(summary) >= 1),
      sections jsonb check (jsonb_typeof(sections) = 'array'),
      primary key (key, language)
    )`.execute(db);
  await sql`
    create table faq_category_translation (
      category_id text not null references faq_category on delete cascade,
      ${language},
      name text check (length(name) >= 1),
      primary key (category_id, language)
    )`.execute(db);
  await sql`
    create table faq_translation (
      faq_id bigint not null references faq on delete cascade,
      ${language},
      question text check (length(question) >= 1),
      answer text check (length(answer) >= 1),
      primary key (faq_id, language)
    )`.execute(db);

  for (const table of KEPT) {
    await sql`
      create trigger ${sql.id(`${table}_storefront_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function storefront_catalogue_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "faq_translation",
    "faq_category_translation",
    "cms_page_translation",
    "coupon_translation",
    "product_type_translation",
    "category_translation",
    "product_translation",
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
