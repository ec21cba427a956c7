import { z } from "zod";
import { orderNumberField } from "../orders/schemas";
import { cleanText, phoneField } from "../shared/fields";
import { FAQ_QUERY_MAX, QUESTION_MAX, REASON_IDS, TICKET_STATUSES, helpMessages } from "./help";

/** The help centre's forms and answers, one schema for the storefront and the API, so both refuse alike. */

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

/** allFaq's optional search: words (at most 100 characters), each found in a question or its answer. */
export const faqSearchSchema = z.object({
  q: z.string().trim().max(FAQ_QUERY_MAX, `q is at most ${FAQ_QUERY_MAX} characters`).optional(),
});

export const faqCategoryIdField = z.string({ required_error: "id is required" }).regex(/^[a-z0-9-]{1,60}$/, "id is a category id like orders-and-delivery");
