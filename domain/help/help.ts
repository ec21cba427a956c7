import { z } from "zod";
import type { MessageKey } from "../i18n/keys";
import { orderNumberField } from "../orders/orders";
import { cleanText, phoneField } from "../shared/fields";

/**
 * The help centre (docs/product.md#help): the reasons a shopper can pick, the ticket form with the messages of
 * docs/product.md#forms-and-validation, and the answers the API gives. One module for the storefront and the API, so both refuse alike.
 */

/** The reasons list of the support form (docs/product.md#help): categoryId is one of these ids. */
export const FEEDBACK_REASONS = [
  { id: "order-delivery", label: "Order or delivery" },
  { id: "payment", label: "Payment or cash on delivery" },
  { id: "return-refund", label: "Return or refund" },
  { id: "product", label: "Product quality or refills" },
  { id: "account", label: "Account or sign-in" },
  { id: "payment-link", label: "Payment link" },
  { id: "other", label: "Something else" },
] as const;
const REASON_IDS = FEEDBACK_REASONS.map((r) => r.id) as [string, ...string[]];
export const reasonLabel = (id: string) => FEEDBACK_REASONS.find((r) => r.id === id)?.label ?? id;

/** A ticket's life: open until an operator answers, answered (the shopper may read the reply), closed. */
export const TICKET_STATUSES = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, MessageKey> = { open: "Open", answered: "Answered", closed: "Closed" };

export const QUESTION_MAX = 1000;
/** Tickets a customer may raise in any 24 hours. */
export const TICKETS_PER_DAY = 10;

export const helpMessages = {
  question: "Please write your issue",
  questionLength: `Please keep your issue under ${QUESTION_MAX} characters`,
  categoryId: "Please select Reason",
  dailyLimit: `You have raised ${TICKETS_PER_DAY} help requests in the last 24 hours. Please try again tomorrow, or call us on +91 20 4000 1234.`,
  orderNotFound: "Order not found.",
} as const;

/**
 * The support form (docs/product.md#forms-and-validation): question required (quote characters removed, as its
 * text cleaning says) and at most 1,000 characters; a reason from the list; a 10-digit mobile number. An order
 * number is optional (blank is none): /order_add sends one of the customer's orders.
 */
export const feedbackSchema = z.object({
  question: z
    .string({ required_error: helpMessages.question, invalid_type_error: helpMessages.question })
    .transform(cleanText)
    .pipe(z.string().min(1, helpMessages.question).max(QUESTION_MAX, helpMessages.questionLength)),
  categoryId: z.enum(REASON_IDS, { errorMap: () => ({ message: helpMessages.categoryId }) }),
  mobileNumber: phoneField,
  orderId: z
    .string({ invalid_type_error: "Please choose an order" })
    .trim()
    .nullish()
    .transform((id) => id || null)
    .pipe(orderNumberField.nullable()),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** /order_add: the same form, about one order, which must be chosen. */
export const orderTicketSchema = feedbackSchema.extend({ orderId: orderNumberField });

const isoTime = z.string().describe("ISO 8601 time");

export const ticketSchema = z.object({
  id: z.string(),
  question: z.string(),
  categoryId: z.string(),
  mobileNumber: z.string(),
  orderId: z.string().nullable().describe("The order number the ticket is about"),
  status: z.enum(TICKET_STATUSES),
  createdAt: isoTime,
  closedAt: isoTime.nullable(),
  replies: z.array(z.object({ message: z.string(), at: isoTime })).describe("The operator's replies, oldest first"),
});
export type Ticket = z.infer<typeof ticketSchema>;

// ---------------------------------------------------------------------------------------------------
// FAQ

export const faqCategorySchema = z.object({
  id: z.string().describe("The category's slug, e.g. orders-and-delivery"),
  name: z.string(),
  count: z.number().int().describe("Questions in it"),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqSchema = z.object({ id: z.string(), categoryId: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const FAQ_QUERY_MAX = 100;
/** allFaq's optional search: words (at most 100 characters), each found in a question or its answer. */
export const faqSearchSchema = z.object({
  q: z.string().trim().max(FAQ_QUERY_MAX, `q is at most ${FAQ_QUERY_MAX} characters`).optional(),
});

export const faqCategoryIdField = z.string({ required_error: "id is required" }).regex(/^[a-z0-9-]{1,60}$/, "id is a category id like orders-and-delivery");
