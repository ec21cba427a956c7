import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table serviceable_area (
      code char(6) primary key check (code ~ '^[0-9]{6}$'),
      city text not null,
      area_name text not null,
      state text not null,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index serviceable_area_active_idx on serviceable_area (active) where active`.execute(db);
  // Every pincode a shopper asks about, served or not: where demand is tells operators where to open next.
  await sql`
    create table location_check (
      id bigint generated always as identity primary key,
      pincode char(6) not null,
      ip_address text,
      customer_id text,
      serviceable boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table location_check`.execute(db);
  await sql`drop table serviceable_area`.execute(db);
}
