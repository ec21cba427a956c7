import { sql, type Kysely } from "kysely";

/**
 * The delivery promise (docs/decisions/024): what each area promises and how it may be paid, a
 * product's shipping weight for the courier, and the days promised to each order when it was placed.
 * Areas and products already here get the defaults: two to four days, orders by 14:00 India time, no
 * delivery on Sundays, cash on delivery up to ₹3,000; a product weighs its contents plus its pack.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table serviceable_area
      add column delivery_min_days smallint not null default 2 check (delivery_min_days between 0 and 30),
      add column delivery_max_days smallint not null default 4 check (delivery_max_days between 0 and 30),
      add column cutoff_minute smallint not null default 840 check (cutoff_minute between 0 and 1439),
      add column closed_weekdays smallint[] not null default '{0}',
      add column closed_dates date[] not null default '{}',
      add column cod_enabled boolean not null default true,
      add column cod_max_paise integer check (cod_max_paise >= 0) default 300000,
      add constraint serviceable_area_delivery_days check (delivery_min_days <= delivery_max_days)`.execute(db);
  await sql`alter table product add column shipping_weight_g integer not null default 500 check (shipping_weight_g > 0)`.execute(db);
  await sql`update product set shipping_weight_g = net_quantity + case when net_quantity > 1000 then 150 else 80 end`.execute(db);
  await sql`
    alter table customer_order
      add column promised_from date,
      add column promised_to date,
      add constraint customer_order_promised_days check (promised_from <= promised_to)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customer_order drop column promised_from, drop column promised_to`.execute(db);
  await sql`alter table product drop column shipping_weight_g`.execute(db);
  await sql`
    alter table serviceable_area
      drop constraint serviceable_area_delivery_days,
      drop column delivery_min_days,
      drop column delivery_max_days,
      drop column cutoff_minute,
      drop column closed_weekdays,
      drop column closed_dates,
      drop column cod_enabled,
      drop column cod_max_paise`.execute(db);
}
