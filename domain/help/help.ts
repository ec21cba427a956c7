import type { MessageKey } from "../i18n/keys";

/**
 * The help centre (docs/product.md#help): the reasons a shopper can pick, a ticket's states and the messages of
 * docs/product.md#forms-and-validation; the forms' and answers' schemas are in ./schemas.ts.
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
export const REASON_IDS = FEEDBACK_REASONS.map((r) => r.id) as [string, ...string[]];
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

export const FAQ_QUERY_MAX = 100;
