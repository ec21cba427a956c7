import { sql, type Kysely } from "kysely";

/**
 * Operators as people (docs/decisions/030): each with a phone, a name, a role and their own sign-ins,
 * separate from customers, so that no customer becomes one and neither kind of token reaches the
 * other's calls. Every operator change is written to the audit log in the change's transaction: who
 * (null operator for the shared token of the command line), what, and the entity before and after.
 * A one-time code may now be for an operator's sign-in; a hidden review keeps the reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operator (
      id bigint generated always as identity primary key,
      phone_number text not null unique check (phone_number ~ '^[0-9]{10}$'),
      name text not null check (length(name) between 1 and 80),
      role text not null check (role in ('support', 'fulfilment', 'catalogue', 'owner')),
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table operator_token (
      token_hash text primary key,
      operator_id bigint not null references operator,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index operator_token_operator on operator_token (operator_id)`.execute(db);
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      operator_id bigint references operator,
      actor text not null,
      action text not null,
      entity_type text not null,
      entity_id text not null,
      before jsonb,
      after jsonb,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_entity on audit_log (entity_type, entity_id, id desc)`.execute(db);
  await sql`alter table otp_code drop constraint otp_code_purpose_check`.execute(db);
  await sql`alter table otp_code add constraint otp_code_purpose_check check (purpose in ('login', 'register', 'operator'))`.execute(db);
  await sql`alter table product_review add column hidden_reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product_review drop column hidden_reason`.execute(db);
  await sql`delete from otp_code where purpose = 'operator'`.execute(db);
  await sql`alter table otp_code drop constraint otp_code_purpose_check`.execute(db);
  await sql`alter table otp_code add constraint otp_code_purpose_check check (purpose in ('login', 'register'))`.execute(db);
  await sql`drop table audit_log`.execute(db);
  await sql`drop table operator_token`.execute(db);
  await sql`drop table operator`.execute(db);
}
