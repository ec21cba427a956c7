import { sql, type Kysely } from "kysely";

/**
 * Customers, their sign-in state and their delivery addresses. One-time codes, verification proofs
 * and API tokens live here (hashed, never in clear) so several API processes agree on them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customer (
      id bigint generated always as identity primary key,
      phone_number char(10) not null unique check (phone_number ~ '^[0-9]{10}$'),
      first_name text not null,
      last_name text not null,
      email text,
      pincode char(6),
      blocked boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // A code asked for by a number for one purpose. Verifying it leaves a single-use proof in the same
  // row, which login or register consumes. ip_address feeds the per-client hourly cap.
  await sql`
    create table otp_code (
      id bigint generated always as identity primary key,
      phone_number char(10) not null,
      purpose text not null check (purpose in ('login', 'register')),
      code_hash text not null,
      test_number boolean not null default false,
      ip_address text,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      verified_at timestamptz,
      proof_hash text unique,
      proof_expires_at timestamptz,
      proof_used_at timestamptz
    )`.execute(db);
  await sql`create index otp_code_phone_idx on otp_code (phone_number, created_at desc)`.execute(db);
  await sql`create index otp_code_ip_idx on otp_code (ip_address, created_at desc)`.execute(db);

  // One row per signed-in device. Only the token's SHA-256 is kept; logout sets revoked_at.
  await sql`
    create table customer_token (
      token_hash text primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      device_type text not null check (device_type in ('tablet', 'mobile', 'web')),
      device_id text,
      fcm_token text,
      ip_address text,
      pincode char(6),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index customer_token_customer_idx on customer_token (customer_id)`.execute(db);

  await sql`
    create table customer_address (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      first_name text not null,
      last_name text not null,
      pincode char(6) not null check (pincode ~ '^[0-9]{6}$'),
      apartment text not null,
      city text not null,
      street text not null,
      street_address2 text not null,
      phone_number char(10) not null check (phone_number ~ '^[0-9]{10}$'),
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index customer_address_customer_idx on customer_address (customer_id)`.execute(db);
  // At most one default address per customer.
  await sql`create unique index customer_address_default_idx on customer_address (customer_id) where is_default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table customer_address`.execute(db);
  await sql`drop table customer_token`.execute(db);
  await sql`drop table otp_code`.execute(db);
  await sql`drop table customer`.execute(db);
}
