import { sql, type Kysely } from "kysely";

/**
 * Ratings and reviews by customers (decision 013). A review now belongs to a customer (one per
 * product per customer; the demo reviews keep only the name they show), has a title, an edit time
 * and up to five photos. `product_rating` is each product's aggregate (count, star total, how many
 * of each star), kept by a trigger in the same transaction as the review's own change: the upsert
 * locks the product's aggregate row, so concurrent reviews and edits of one product queue on it and
 * the figures stay exact, while a product page and the product lists read one row, whatever the
 * number of reviews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product_review add column customer_id bigint references customer on delete cascade`.execute(db);
  await sql`alter table product_review add column title text`.execute(db);
  await sql`alter table product_review add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create unique index product_review_customer_product on product_review (customer_id, product_id)`.execute(db);
  await sql`create index product_review_customer_idx on product_review (customer_id, updated_at desc, id desc)`.execute(db);
  await sql`drop index product_review_product_idx`.execute(db);
  await sql`create index product_review_product_idx on product_review (product_id, created_at desc, id desc) where published`.execute(db);

  await sql`
    create table product_review_photo (
      id bigint generated always as identity primary key,
      review_id bigint not null references product_review on delete cascade,
      path text not null,
      width integer not null,
      height integer not null,
      position smallint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_review_photo_review_idx on product_review_photo (review_id, position)`.execute(db);
  await sql`create index product_review_photo_path_idx on product_review_photo (path)`.execute(db);

  await sql`
    create table product_rating (
      product_id bigint primary key references product on delete cascade,
      review_count integer not null default 0,
      rating_total integer not null default 0,
      stars_1 integer not null default 0,
      stars_2 integer not null default 0,
      stars_3 integer not null default 0,
      stars_4 integer not null default 0,
      stars_5 integer not null default 0
    )`.execute(db);

  await sql`
    create function product_rating_add(p bigint, r smallint, d integer) returns void language sql as $$
      insert into product_rating as a (product_id, review_count, rating_total, stars_1, stars_2, stars_3, stars_4, stars_5)
      values (p, d, d * r, case when r = 1 then d else 0 end, case when r = 2 then d else 0 end, case when r = 3 then d else 0 end,
              case when r = 4 then d else 0 end, case when r = 5 then d else 0 end)
      on conflict (product_id) do update set
        review_count = a.review_count + excluded.review_count,
        rating_total = a.rating_total + excluded.rating_total,
        stars_1 = a.stars_1 + excluded.stars_1,
        stars_2 = a.stars_2 + excluded.stars_2,
        stars_3 = a.stars_3 + excluded.stars_3,
        stars_4 = a.stars_4 + excluded.stars_4,
        stars_5 = a.stars_5 + excluded.stars_5
    $$`.execute(db);
  await sql`
    create function product_rating_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.published then
        perform product_rating_add(old.product_id, old.rating, -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.published then
        perform product_rating_add(new.product_id, new.rating, 1);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger product_rating_follow after insert or delete or update of product_id, rating, published on product_review
    for each row execute function product_rating_follow()`.execute(db);

  // The reviews already there (the demo's) count from the start.
  await sql`
    insert into product_rating (product_id, review_count, rating_total, stars_1, stars_2, stars_3, stars_4, stars_5)
    select product_id, count(*), sum(rating), count(*) filter (where rating = 1), count(*) filter (where rating = 2),
           count(*) filter (where rating = 3), count(*) filter (where rating = 4), count(*) filter (where rating = 5)
    from product_review where published group by product_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_rating_follow on product_review`.execute(db);
  await sql`drop function product_rating_follow()`.execute(db);
  await sql`drop function product_rating_add(bigint, smallint, integer)`.execute(db);
  await sql`drop table product_rating`.execute(db);
  await sql`drop table product_review_photo`.execute(db);
  await sql`drop index product_review_product_idx`.execute(db);
  await sql`create index product_review_product_idx on product_review (product_id, created_at desc) where published`.execute(db);
  await sql`drop index product_review_customer_idx`.execute(db);
  await sql`drop index product_review_customer_product`.execute(db);
  await sql`alter table product_review drop column updated_at, drop column title, drop column customer_id`.execute(db);
}
