import { sql } from "kysely";
import { TICKETS_PER_DAY, helpMessages, type TicketStatus } from "@domain/help/help";
import type { Faq, FaqCategory, FeedbackInput, Ticket } from "@domain/help/schemas";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import type { Db } from "../../db";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";
import { notify } from "../notifications/notifications";
import { inLanguage } from "../i18n/translations";

/**
 * The help centre (docs/product.md#help): the FAQ, and the customers' tickets with the operators' replies.
 * The FAQ reads in the request's language, English where a question has no translation (migration 0019).
 */

const categoryName = (language: Language) => inLanguage(language, "faq_category.name", "faq_category_translation", "name", "faq_category.id");

export async function listFaqCategories(db: Db, language: Language = DEFAULT_LANGUAGE): Promise<FaqCategory[]> {
  const rows = await db
    .selectFrom("faq_category")
    .leftJoin("faq", "faq.category_id", "faq_category.id")
    .select(["faq_category.id", categoryName(language).as("name"), (eb) => eb.fn.count<string>("faq.id").as("count")])
    .groupBy(["faq_category.id", "faq_category.name", "faq_category.position"])
    .orderBy("faq_category.position")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }));
}

const question = (language: Language) => inLanguage(language, "faq.question", "faq_translation", "question", "faq.id");
const answer = (language: Language) => inLanguage(language, "faq.answer", "faq_translation", "answer", "faq.id");
const faqColumns = (language: Language) => ["faq.id", "faq.category_id", question(language).as("question"), answer(language).as("answer")] as const;
const toFaq = (r: { id: string; category_id: string; question: string; answer: string }): Faq => ({
  id: r.id,
  categoryId: r.category_id,
  question: r.question,
  answer: r.answer,
});

/** One category and its questions in order; an unknown category is not found. */
export async function faqByCategory(db: Db, categoryId: string, language: Language = DEFAULT_LANGUAGE): Promise<{ category: FaqCategory; list: Faq[] }> {
  const category = await db
    .selectFrom("faq_category")
    .select(["faq_category.id", categoryName(language).as("name")])
    .where("faq_category.id", "=", categoryId)
    .executeTakeFirst();
  if (!category) throw new DomainError("not_found", "faq_category_not_found", "No such FAQ category.");
  const rows = await db.selectFrom("faq").select(faqColumns(language)).where("faq.category_id", "=", categoryId).orderBy("faq.position").execute();
  return { category: { ...category, count: rows.length }, list: rows.map(toFaq) };
}

/** At most this many words of a search count; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every question in category and question order, or those matching a search: each word of `q` must
 * appear (any case) in the question or its answer, as the shopper reads them or in English (a shopper
 * reading Hindi may type "refund"). ILIKE on a few dozen rows, the same on PGlite and PostgreSQL; a much
 * larger FAQ would want a trigram or full-text index.
 */
export async function listFaq(db: Db, q?: string, language: Language = DEFAULT_LANGUAGE): Promise<Faq[]> {
  const words = (q ?? "").normalize("NFC").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  let query = db.selectFrom("faq").innerJoin("faq_category", "faq_category.id", "faq.category_id").select(faqColumns(language));
  const english = sql<string>`faq.question || ' ' || faq.answer`;
  const shown = sql<string>`${question(language)} || ' ' || ${answer(language)}`;
  for (const word of words) {
    query =
      language === DEFAULT_LANGUAGE
        ? query.where(english, "ilike", likePattern(word))
        : query.where((eb) => eb.or([eb(shown, "ilike", likePattern(word)), eb(english, "ilike", likePattern(word))]));
  }
  const rows = await query.orderBy("faq_category.position").orderBy("faq.position").execute();
  return rows.map(toFaq);
}

// ---------------------------------------------------------------------------------------------------
// Tickets

type TicketRow = {
  id: string;
  order_number: string | null;
  category_id: string;
  question: string;
  mobile_number: string;
  status: TicketStatus;
  created_at: Date;
  closed_at: Date | null;
};

async function withReplies(db: Db, rows: TicketRow[]): Promise<Ticket[]> {
  const replies = rows.length
    ? await db
        .selectFrom("support_reply")
        .select(["ticket_id", "message", "created_at"])
        .where(
          "ticket_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    question: r.question,
    categoryId: r.category_id,
    mobileNumber: r.mobile_number,
    orderId: r.order_number,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    replies: replies.filter((p) => p.ticket_id === r.id).map((p) => ({ message: p.message, at: p.created_at.toISOString() })),
  }));
}

function ticketQuery(db: Db) {
  return db
    .selectFrom("support_ticket")
    .leftJoin("customer_order", "customer_order.id", "support_ticket.order_id")
    .select([
      "support_ticket.id",
      "customer_order.order_number",
      "support_ticket.category_id",
      "support_ticket.question",
      "support_ticket.mobile_number",
      "support_ticket.status",
      "support_ticket.created_at",
      "support_ticket.closed_at",
    ])
    .orderBy("support_ticket.created_at", "desc")
    .orderBy("support_ticket.id", "desc");
}

/** The customer's tickets, newest first (docs/product.md#help). */
export async function listTickets(db: Db, customerId: string): Promise<Ticket[]> {
  return withReplies(db, await ticketQuery(db).where("support_ticket.customer_id", "=", customerId).execute());
}

/**
 * Raises a ticket. An order number must be one of the customer's orders (another's is not found).
 * The customer's row is locked while today's tickets are counted, so two requests at the limit
 * cannot both get in: at most TICKETS_PER_DAY in any 24 hours.
 */
export async function addTicket(db: Db, customerId: string, input: FeedbackInput): Promise<Ticket> {
  const id = await db.transaction().execute(async (trx) => {
    await trx.selectFrom("customer").select("id").where("id", "=", customerId).forUpdate().executeTakeFirstOrThrow();
    let orderId: string | null = null;
    if (input.orderId) {
      const order = await trx
        .selectFrom("customer_order")
        .select("id")
        .where("customer_id", "=", customerId)
        .where("order_number", "=", input.orderId)
        .executeTakeFirst();
      if (!order) throw new DomainError("not_found", "order_not_found", helpMessages.orderNotFound, { orderId: helpMessages.orderNotFound });
      orderId = order.id;
    }
    const { count } = await trx
      .selectFrom("support_ticket")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("customer_id", "=", customerId)
      .where("created_at", ">", sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow();
    if (Number(count) >= TICKETS_PER_DAY) throw new DomainError("rate_limited", "ticket_daily_limit", helpMessages.dailyLimit);
    const row = await trx
      .insertInto("support_ticket")
      .values({ customer_id: customerId, order_id: orderId, category_id: input.categoryId, question: input.question, mobile_number: input.mobileNumber })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const [ticket] = await withReplies(db, await ticketQuery(db).where("support_ticket.id", "=", id).execute());
  return ticket;
}

const OPERATOR_LIST_LIMIT = 200;

/** The newest tickets for operators, all or in one status, with who raised them. */
export async function listTicketsForOperator(db: Db, status?: TicketStatus) {
  let query = ticketQuery(db)
    .innerJoin("customer", "customer.id", "support_ticket.customer_id")
    .select(["customer.first_name", "customer.last_name"])
    .limit(OPERATOR_LIST_LIMIT);
  if (status) query = query.where("support_ticket.status", "=", status);
  const rows = await query.execute();
  const tickets = await withReplies(db, rows);
  return tickets.map((t, i) => ({ ...t, customer: `${rows[i].first_name} ${rows[i].last_name}` }));
}

/**
 * An operator's reply: the ticket becomes answered (or closed when `close`), and its customer gets a
 * notification, in one transaction. A closed ticket takes no more replies.
 */
export async function answerTicket(db: Db, actor: Actor, input: { id: string; reply: string; close?: boolean }): Promise<Ticket> {
  await db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom("support_ticket")
      .select(["id", "customer_id", "order_id", "status"])
      .where("id", "=", input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) throw new DomainError("not_found", "ticket_not_found", "No such ticket.");
    if (ticket.status === "closed") throw new DomainError("conflict", "ticket_closed", "Ticket {ticket} is closed.", undefined, { ticket: ticket.id });
    await trx.insertInto("support_reply").values({ ticket_id: ticket.id, message: input.reply }).execute();
    await trx
      .updateTable("support_ticket")
      .set(input.close ? { status: "closed", closed_at: new Date(), updated_at: new Date() } : { status: "answered", updated_at: new Date() })
      .where("id", "=", ticket.id)
      .execute();
    await audit(trx, actor, {
      action: "ticket.answer",
      entityType: "ticket",
      entityId: ticket.id,
      before: { status: ticket.status },
      after: { status: input.close ? "closed" : "answered", reply: input.reply },
    });
    await notify(trx, ticket.customer_id, {
      title: "We replied to your help request",
      body: "Reply to your help request #{ticket}: {reply}",
      params: { ticket: ticket.id, reply: input.reply.length > 140 ? `${input.reply.slice(0, 139)}…` : input.reply },
      orderId: ticket.order_id ?? undefined,
    });
  });
  const [ticket] = await withReplies(db, await ticketQuery(db).where("support_ticket.id", "=", input.id).execute());
  return ticket;
}
