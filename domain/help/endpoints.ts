import { z } from "zod";
import { endpoint } from "../contract";
import { contactSchema } from "./contact";
import { TICKET_STATUSES } from "./help";
import { faqCategoryIdField, faqCategorySchema, faqSchema, faqSearchSchema, feedbackSchema, ticketSchema } from "./schemas";

/**
 * Help (docs/product.md#help): the FAQ, public like the content pages, and the contact form
 * (docs/product.md#content-pages); the signed-in customer's help tickets; and the operators' side of
 * the tickets (`npm run admin -- tickets`, `answer`).
 */

const faq = { access: "public" } as const;

export const allFaqCategory = endpoint({
  ...faq,
  method: "GET",
  path: "auth/customer/allFaqCategory",
  summary: "The FAQ's categories in order, with how many questions each has",
  response: z.object({ list: z.array(faqCategorySchema), count: z.number().int() }),
});

export const getFaqByCategory = endpoint({
  ...faq,
  method: "GET",
  path: "auth/customer/getFaqByCategory",
  summary: "One category's questions and answers (?id=category id)",
  query: z.object({ id: faqCategoryIdField }),
  response: z.object({ category: faqCategorySchema, list: z.array(faqSchema), count: z.number().int() }),
  failures: { 404: "No such category" },
});

export const allFaq = endpoint({
  ...faq,
  method: "GET",
  path: "auth/customer/allFaq",
  summary: "Every question, by category; ?q= keeps those whose question or answer holds every word of q",
  query: faqSearchSchema,
  response: z.object({ list: z.array(faqSchema), count: z.number().int() }),
});

export const visitorCall = endpoint({
  access: "public",
  method: "POST",
  path: "auth/customer/visitorCall",
  summary: "A visitor asks to be called back (the contact form)",
  body: contactSchema,
  response: z.object({ id: z.string() }),
});

const tickets = { access: "customer" } as const;

export const allFeedbackOfUser = endpoint({
  ...tickets,
  method: "GET",
  path: "api/customer/allFeedbackOfUser",
  summary: "The customer's help tickets, newest first, with the operators' replies",
  response: z.object({ list: z.array(ticketSchema), count: z.number().int() }),
});

export const addFeedback = endpoint({
  ...tickets,
  method: "POST",
  path: "api/customer/addFeedback",
  summary: "Raises a help ticket (question, categoryId, mobileNumber; optional orderId, one of the customer's orders); at most 10 in 24 hours",
  body: feedbackSchema,
  response: ticketSchema,
  failures: { 404: "The order is not one of the customer's", 429: "10 tickets in the last 24 hours already (code ticket_daily_limit)" },
});

const operatorTickets = { access: "operator" } as const;

export const listFeedback = endpoint({
  ...operatorTickets,
  roles: ["support"],
  method: "GET",
  path: "api/admin/listFeedback",
  summary: "The newest 200 help tickets, all or in one status",
  query: z.object({
    status: z.enum(["all", ...TICKET_STATUSES], { errorMap: () => ({ message: `status is all or one of: ${TICKET_STATUSES.join(", ")}` }) }).default("all"),
  }),
  response: z.object({ list: z.array(ticketSchema.extend({ customer: z.string() })), count: z.number().int() }),
});

export const answerFeedback = endpoint({
  ...operatorTickets,
  roles: ["support"],
  method: "POST",
  path: "api/admin/answerFeedback",
  summary: "Replies to a ticket (answered, or closed with close: true) and notifies its customer",
  body: z.object({
    id: z
      .union([z.string(), z.number()], { required_error: "id is required", invalid_type_error: "id is a ticket number" })
      .transform(String)
      .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "id is a ticket number")),
    reply: z
      .string({ required_error: "reply is required", invalid_type_error: "reply is text" })
      .trim()
      .min(1, "reply is required")
      .max(2000, "reply is at most 2000 characters"),
    close: z.boolean({ invalid_type_error: "close is true or false" }).optional(),
  }),
  response: ticketSchema,
  failures: { 404: "No such ticket", 409: "The ticket is closed" },
});
