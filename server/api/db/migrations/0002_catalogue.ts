import { sql, type Kysely } from "kysely";

/**
 * The catalogue (categories, product types, products, their reviews), live offers, content pages and
 * contact requests. Money is integer paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table category (
      category text primary key check (category ~ '^[a-z]+$'),
      name text not null,
      description text not null,
      sort_order smallint not null
    )`.execute(db);
  await sql`
    create table product_type (
      slug text primary key check (slug ~ '^[a-z-]+$'),
      name text not null,
      description text not null,
      sort_order smallint not null
    )`.execute(db);
  // The public id is the name with spaces turned into hyphens (docs/product.md#routes), so names are single-spaced
  // words without hyphens: every name gives one id and every id one name.
  await sql`
    create table product (
      id bigint generated always as identity primary key,
      name text not null check (name ~ '^[A-Za-z0-9]+( [A-Za-z0-9]+)*$' and length(name) <= 120),
      public_id text generated always as (replace(name, ' ', '-')) stored unique,
      category text not null references category,
      product_type text not null references product_type,
      description text not null,
      net_quantity integer not null check (net_quantity > 0),
      unit text not null check (unit in ('ml', 'g')),
      mrp_paise integer not null check (mrp_paise > 0),
      sale_price_paise integer not null check (sale_price_paise > 0 and sale_price_paise <= mrp_paise),
      hsn_code text not null check (hsn_code ~ '^[0-9]{4,8}$'),
      gst_rate smallint not null check (gst_rate in (0, 5, 12, 18, 28)),
      stock integer not null default 0 check (stock >= 0),
      images jsonb not null default '[]' check (jsonb_typeof(images) = 'array'),
      featured boolean not null default false,
      active boolean not null default true,
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_listing_idx on product (category, product_type, sort_order, name) where active`.execute(db);
  // The reviews issue links reviews to customers; until then a review carries the name it shows.
  await sql`
    create table product_review (
      id bigint generated always as identity primary key,
      product_id bigint not null references product on delete cascade,
      customer_name text not null,
      rating smallint not null check (rating between 1 and 5),
      review text,
      published boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_review_product_idx on product_review (product_id, created_at desc) where published`.execute(db);
  // A coupon takes `value` paise off (flat) or `value` per cent off (percent), the latter up to max_discount_paise.
  await sql`
    create table coupon (
      code text primary key check (code ~ '^[A-Z0-9]{3,20}$'),
      description text not null,
      type text not null check (type in ('flat', 'percent')),
      value integer not null check (value > 0 and (type = 'flat' or value <= 100)),
      max_discount_paise integer check (max_discount_paise > 0),
      min_order_paise integer not null default 0 check (min_order_paise >= 0),
      valid_from timestamptz not null,
      valid_to timestamptz not null check (valid_to > valid_from),
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  // Content pages as sections of plain text, rendered by the storefront without any HTML from the database.
  await sql`
    create table cms_page (
      key text primary key check (key ~ '^[a-z]{1,20}$'),
      title text not null,
      summary text not null,
      sections jsonb not null check (jsonb_typeof(sections) = 'array'),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table visitor_call (
      id bigint generated always as identity primary key,
      name text not null,
      phone_number char(10) not null check (phone_number ~ '^[0-9]{10}$'),
      message text not null,
      ip_address text,
      handled boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["visitor_call", "cms_page", "coupon", "product_review", "product", "product_type", "category"]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
