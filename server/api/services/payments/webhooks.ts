import { sql } from "kysely";
import type { Db } from "../../db";
import { DomainError } from "../errors";
import type { OutboxHandler } from "../outbox";
import { payoutNews, refundNews } from "../orders/refunds";
import { debitFailed, linkToken, mandateNews } from "../subscriptions/mandates";
import { recordFailed, recordPaid } from "./payments";
import { toPayout, type RazorpayPayout } from "./payouts";

/** Where a webhook comes from: the payment provider's, or the payout provider's (RazorpayX). */
export type WebhookSource = "razorpay" | "razorpayx";
const workOf = (source: WebhookSource) => `webhook.${source}`;

type Entity = {
  id?: string;
  order_id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
  error_description?: string;
  acquirer_data?: { arn?: string | null };
  /** A payment made on a UPI AutoPay mandate: its authorisation, or a debit. */
  token_id?: string;
};
/** A Razorpay webhook event: what we read of it. */
export type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: Entity };
    order?: { entity?: Entity };
    refund?: { entity?: Entity };
    payout?: { entity?: RazorpayPayout };
    token?: { entity?: Entity };
  };
};

/** The token webhooks of UPI AutoPay, and the mandate state each tells of. */
const TOKEN_EVENTS = {
  "token.confirmed": "confirmed",
  "token.rejected": "rejected",
  "token.paused": "paused",
  "token.cancelled": "cancelled",
} as const;
const isTokenEvent = (event: string | undefined): event is keyof typeof TOKEN_EVENTS => !!event && Object.hasOwn(TOKEN_EVENTS, event);

/**
 * Takes in a signed event: stores its id (each id is handled once, however often it is delivered) and
 * queues its work in the outbox, in one statement, so the provider gets its answer at once and the
 * work is done after, by the outbox worker, retried if it fails. Answers whether the event was new.
 */
export async function receiveWebhook(db: Db, source: WebhookSource, provider: string, eventId: string, event: WebhookEvent): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    with fresh as (
      insert into webhook_event (provider, event_id, event) values (${provider}, ${eventId}, ${String(event.event ?? "unknown").slice(0, 100)})
      on conflict do nothing
      returning event_id
    )
    insert into outbox (kind, payload) select ${workOf(source)}, ${JSON.stringify({ event })}::jsonb from fresh
    returning id`.execute(db);
  return rows.length > 0;
}

/** What each event does, in any order of arrival: the same settlement as the callback and reconciliation. */
async function handleEvent(db: Db, { event, payload }: WebhookEvent) {
  const payment = payload?.payment?.entity;
  const refund = payload?.refund?.entity;
  const orderId = payment?.order_id ?? payload?.order?.entity?.id;
  const token = payload?.token?.entity;
  // A payment that names its token may be a mandate's authorisation, whose token the token webhooks
  // name alone; a failed one too, so that the token.rejected after it finds its mandate.
  if (event?.startsWith("payment.") && orderId && payment?.token_id) await linkToken(db, orderId, payment.token_id);
  if ((event === "payment.captured" || event === "order.paid") && orderId && payment?.id) {
    await recordPaid(db, orderId, payment.id, payment.amount).catch((error) => {
      // An order we never created (another integration on the same account) is not ours to handle.
      if (!(error instanceof DomainError && error.kind === "not_found")) throw error;
    });
  } else if (event === "payment.failed" && orderId) {
    await recordFailed(db, orderId, payment?.error_description ?? "payment failed");
    await debitFailed(db, orderId, payment?.error_description ?? "payment failed");
  } else if (event?.startsWith("refund.") && refund?.id && refund.payment_id) {
    const status = event === "refund.processed" ? "processed" : event === "refund.failed" ? "failed" : "pending";
    await refundNews(db, { id: refund.id, paymentId: refund.payment_id, status, arn: refund.acquirer_data?.arn ?? null });
  } else if (isTokenEvent(event) && token?.id) {
    await mandateNews(db, { tokenId: token.id, state: TOKEN_EVENTS[event] });
  }
}

/** A payout's end, whichever comes: processed (with its UTR) settles the refund; reversed or failed fails it. */
async function handlePayoutEvent(db: Db, { event, payload }: WebhookEvent) {
  const payout = payload?.payout?.entity;
  if ((event === "payout.processed" || event === "payout.reversed" || event === "payout.failed") && payout?.id) {
    await payoutNews(db, toPayout({ ...payout, id: payout.id }));
  }
}

// Reconciliation asks the providers after what an event given up would have settled.
const giveUp = async () => {};
export const webhookWork = (db: Db): Record<string, OutboxHandler> => ({
  [workOf("razorpay")]: { run: (payload) => handleEvent(db, payload.event as WebhookEvent), giveUp },
  [workOf("razorpayx")]: { run: (payload) => handlePayoutEvent(db, payload.event as WebhookEvent), giveUp },
});
