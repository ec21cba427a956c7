import { sql, type Kysely } from "kysely";

/**
 * The channels a notification reaches a shopper on (docs/product.md#notification-channels): the
 * shopper's own choices per kind and channel (a missing row is the default), when they agreed to
 * messages on WhatsApp, and what the local WhatsApp adapter would have sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_preference (
      customer_id bigint not null references customer (id) on delete cascade,
      kind text not null check (kind in ('order-updates', 'refill-reminders', 'offers')),
      channel text not null check (channel in ('push', 'sms', 'whatsapp')),
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (customer_id, kind, channel)
    )`.execute(db);
  await sql`alter table customer add column whatsapp_opted_in_at timestamptz`.execute(db);
  await sql`
    create table local_whatsapp_message (
      id bigint generated always as identity primary key,
      phone_number text not null,
      template text not null,
      language text not null,
      components jsonb not null,
      text text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index local_whatsapp_message_phone_idx on local_whatsapp_message (phone_number, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table local_whatsapp_message`.execute(db);
  await sql`alter table customer drop column whatsapp_opted_in_at`.execute(db);
  await sql`drop table notification_preference`.execute(db);
}
