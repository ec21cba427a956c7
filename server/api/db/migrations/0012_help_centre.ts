import { sql, type Kysely } from "kysely";

/**
 * The help centre: FAQ categories and questions (public), and the customers' support tickets with
 * the operators' replies. A ticket may name one of its customer's orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table faq_category (
      id text primary key check (id ~ '^[a-z0-9-]{1,60}$'),
      name text not null,
      position integer not null
    )`.execute(db);
  await sql`
    create table faq (
      id bigint generated always as identity primary key,
      category_id text not null references faq_category (id) on delete cascade,
      question text not null,
      answer text not null,
      position integer not null
    )`.execute(db);
  await sql`create index faq_category_idx on faq (category_id, position)`.execute(db);

  await sql`
    create table support_ticket (
      id bigint generated always as identity primary key,
      customer_id bigint not null references customer (id) on delete cascade,
      order_id bigint references customer_order (id) on delete set null,
      category_id text not null check (category_id in ('order-delivery', 'payment', 'return-refund', 'product', 'account', 'payment-link', 'other')),
      question text not null check (char_length(question) between 1 and 1000),
      mobile_number text not null check (mobile_number ~ '^[0-9]{10}$'),
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      closed_at timestamptz
    )`.execute(db);
  // The customer's list, newest first, and the daily limit's count.
  await sql`create index support_ticket_customer_idx on support_ticket (customer_id, created_at)`.execute(db);
  await sql`create index support_ticket_status_idx on support_ticket (status, created_at)`.execute(db);

  await sql`
    create table support_reply (
      id bigint generated always as identity primary key,
      ticket_id bigint not null references support_ticket (id) on delete cascade,
      message text not null check (char_length(message) between 1 and 2000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index support_reply_ticket_idx on support_reply (ticket_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table support_reply`.execute(db);
  await sql`drop table support_ticket`.execute(db);
  await sql`drop table faq`.execute(db);
  await sql`drop table faq_category`.execute(db);
}
