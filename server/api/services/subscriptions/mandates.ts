import { sql } from "kysely";
import { translatorFor } from "@domain/i18n/catalog";
import { chargeMoment, earliestDueDay, SUBSCRIPTIONS_PATH, type PauseReason, type SubscriptionState } from "@domain/subscriptions/schedule";
import { formatRupees, paiseToRupees } from "@domain/shared/money";
import type { Db } from "../../db";
import type { MandateState } from "../../db/schema";
import { languageOfRow } from "../account/customers";
import { notify } from "../notifications/notifications";

/**
 * A subscription's UPI AutoPay mandate as the bank decides it: the gateway's webhooks name the token
 * of the mandate's authorisation payment, then tell of the token's state (approved, declined, paused or
 * resumed in the shopper's UPI app, cancelled), and the subscriptions paid by it start, pause or start
 * again to match.
 */

/** What the shopper is told when the bank's news changes their subscription. */
const mandateMessages = {
  onTitle: "Your subscription is on",
  pausedTitle: "Your subscription is paused",
  confirmed: "Your UPI AutoPay mandate is approved. We will tell you a day before each delivery is charged.",
  rejected: "Your UPI AutoPay mandate was not approved, so your subscription has not started.",
  paused: "Your UPI AutoPay mandate was paused in your UPI app, so we will not deliver or charge until you resume it.",
  cancelled:
    "Your UPI AutoPay mandate was cancelled, so your subscription is paused. We will remind you when your refill is due; you can pay for it with a link.",
} as const;

type News = Exclude<MandateState, "created">;
type Subscription = { state: SubscriptionState; pause_reason: PauseReason | null };

/**
 * What each news does to a subscription on the mandate, and which it does it to. An approval starts one
 * waiting for it, or one the bank's pause stopped (never one the shopper or an operator paused); a pause
 * stops one delivering or waiting; a decline or a cancel ends the mandate for good, so it pauses every
 * subscription not cancelled, one the shopper paused too, since starting it again now takes a new mandate.
 */
const EFFECTS: Record<News, { applies: (s: Subscription) => boolean; to: { state: SubscriptionState; pause_reason: PauseReason | null } }> = {
  confirmed: {
    applies: (s) => s.state === "awaiting_mandate" || (s.state === "paused" && s.pause_reason === "mandate_paused"),
    to: { state: "active", pause_reason: null },
  },
  paused: { applies: (s) => s.state === "awaiting_mandate" || s.state === "active", to: { state: "paused", pause_reason: "mandate_paused" } },
  rejected: { applies: (s) => s.state !== "cancelled" && s.pause_reason !== "mandate_rejected", to: { state: "paused", pause_reason: "mandate_rejected" } },
  cancelled: { applies: (s) => s.state !== "cancelled" && s.pause_reason !== "mandate_cancelled", to: { state: "paused", pause_reason: "mandate_cancelled" } },
};

/** A mandate declined or cancelled stays so: later news of its token changes nothing. */
const FINAL: readonly MandateState[] = ["rejected", "cancelled"];

/**
 * Keeps the token the authorisation payment of a mandate's order made, the first one told: the token
 * webhooks that follow name only the token. A payment of any other order (a debit) changes nothing.
 */
export async function linkToken(db: Db, gatewayOrderId: string, tokenId: string): Promise<void> {
  await db
    .updateTable("subscription_mandate")
    .set({ token_id: tokenId, updated_at: new Date() })
    .where("gateway_order_id", "=", gatewayOrderId)
    .where("token_id", "is", null)
    .execute();
}

/**
 * Takes in the bank's news of a mandate's token, once: the mandate takes its state, and each
 * subscription it changes tells its shopper. News of a token no mandate holds yet (its payment's
 * webhook has not come, webhooks arrive in any order) throws, so the outbox tries it again later; news
 * the mandate has had already, or after it ended, changes nothing.
 */
export async function mandateNews(db: Db, news: { tokenId: string; state: News }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const mandate = await trx.selectFrom("subscription_mandate").select(["id", "state"]).where("token_id", "=", news.tokenId).forUpdate().executeTakeFirst();
    if (!mandate) throw new Error(`No mandate holds the token ${news.tokenId} yet`);
    if (mandate.state === news.state || FINAL.includes(mandate.state)) return;
    await trx.updateTable("subscription_mandate").set({ state: news.state, updated_at: new Date() }).where("id", "=", mandate.id).execute();

    const effect = EFFECTS[news.state];
    const subscriptions = await trx
      .selectFrom("subscription")
      .select(["id", "customer_id", "state", "pause_reason", sql<string>`next_due_on::text`.as("next_due_on")])
      .where("mandate_id", "=", mandate.id)
      .forUpdate()
      .execute();
    for (const subscription of subscriptions.filter(effect.applies)) {
      // Starting (again), its next delivery leaves the pre-debit notice its full day.
      const nextDueOn = effect.to.state === "active" ? earliestDueDay(new Date(), subscription.next_due_on) : subscription.next_due_on;
      await trx
        .updateTable("subscription")
        .set({ ...effect.to, next_due_on: nextDueOn, updated_at: new Date() })
        .where("id", "=", subscription.id)
        .execute();
      await notify(trx, subscription.customer_id, {
        title: news.state === "confirmed" ? mandateMessages.onTitle : mandateMessages.pausedTitle,
        body: mandateMessages[news.state],
        link: SUBSCRIPTIONS_PATH,
      });
    }
  });
}

/** A due day as the shopper's notices write it, in their language ("15 Jan 2027"). */
export const dueWords = (day: string, language: string) => translatorFor(languageOfRow(language)).date(chargeMoment(day));

/** The shopper's notice of a delivery ordered but not paid by its debit. */
export const NOT_CHARGED = {
  title: "Your delivery of {date} is not paid yet",
  body: "Your UPI AutoPay mandate could not be charged {amount}. Your order is placed: pay for it from its page, or it will be cancelled.",
};

/**
 * A delivery's debit the bank refused (payment.failed, after the gateway's own retries): its cycle is
 * marked failed with the reason and the shopper told once, with the order to pay from its page. A
 * failed payment of any other order changes nothing here.
 */
export async function debitFailed(db: Db, providerOrderId: string, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const failed = await sql<{ customer_id: string; language: string; due_on: string; amount_paise: number; order_id: string }>`
      update subscription_cycle c set state = 'failed', failure_reason = ${reason.slice(0, 500)}, updated_at = now()
      from payment p, subscription s, customer cu
      where p.provider_order_id = ${providerOrderId} and c.order_id = p.order_id and c.state = 'ordered'
        and s.id = c.subscription_id and cu.id = s.customer_id
      returning s.customer_id, cu.language, c.due_on::text as due_on, c.amount_paise, c.order_id`.execute(trx);
    for (const cycle of failed.rows) {
      await notify(trx, cycle.customer_id, {
        ...NOT_CHARGED,
        params: { date: dueWords(cycle.due_on, cycle.language), amount: formatRupees(paiseToRupees(cycle.amount_paise)) },
        orderId: cycle.order_id,
      });
    }
  });
}
