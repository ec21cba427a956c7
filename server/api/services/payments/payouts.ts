import { randomBytes, randomInt } from "node:crypto";
import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import type { OutboxHandler } from "../outbox";
import { localWebhooks, unixTime } from "./local-webhooks";
import { webhookSignatureMatches } from "./signature";

/**
 * Transfers to a shopper's UPI id: the refunds of cash-on-delivery returns. One interface; RazorpayX
 * Payouts when its account is set with the Razorpay keys, otherwise the local adapter, which records the
 * transfer. Both answer as RazorpayX does: a payout is accepted (processing), and its final state and
 * the bank's reference (UTR) are asked for later.
 */
export interface PayoutSender {
  provider: "razorpayx" | "local";
  /** Sends a payout; the same idempotency key asked again answers the payout already made. */
  pay(input: { upiId: string; amountPaise: number; name: string; phone: string; reference: string; idempotencyKey: string }): Promise<Payout>;
  /** The provider's record of a payout. */
  fetch(payoutId: string): Promise<Payout>;
  /** Is this the provider's signature of a payout webhook's raw body? */
  webhookSignatureValid(rawBody: Buffer, signature: unknown): boolean;
  /** The adapter's own outbox work: the local adapter's webhooks to the shop (RazorpayX sends its own). */
  work: Record<string, OutboxHandler>;
}

export type Payout = { id: string; status: "processing" | "processed" | "failed"; utr: string | null; failureReason: string | null };

const TIMEOUT_MS = 15_000;
/** What the shopper's bank statement shows (RazorpayX takes up to 30 characters). */
const narration = (reference: string) => `Refund ${reference}`.slice(0, 30);

/** A payout as RazorpayX shows it, in its API's answers and in its webhooks' `payload.payout.entity`. */
export type RazorpayPayout = {
  id?: string;
  status?: string;
  utr?: string | null;
  status_details?: { description?: string } | null;
  error?: { description?: string };
} | null;

// RazorpayX's statuses: queued, pending, processing, then processed; or rejected, cancelled, failed, reversed.
export function toPayout(answer: RazorpayPayout & { id: string }): Payout {
  const status =
    answer.status === "processed" ? "processed" : ["rejected", "cancelled", "failed", "reversed"].includes(answer.status ?? "") ? "failed" : "processing";
  return {
    id: answer.id,
    status,
    utr: answer.utr ?? null,
    failureReason: status === "failed" ? (answer.status_details?.description ?? answer.status ?? null) : null,
  };
}

/** RazorpayX Payouts: POST /v1/payouts to a VPA fund account given inline, mode UPI, purpose refund. */
function razorpayxPayouts(config: { keyId: string; keySecret: string; accountNumber: string; apiUrl: string; webhookSecret?: string }): PayoutSender {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${config.apiUrl}${path}`, {
      ...init,
      headers: { authorization, "content-type": "application/json", accept: "application/json", ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as RazorpayPayout;
    if (!response.ok || !answer?.id)
      throw new Error(`RazorpayX refused the payout (HTTP ${response.status}): ${answer?.error?.description ?? "no description"}`);
    return toPayout({ ...answer, id: answer.id });
  };
  return {
    provider: "razorpayx",
    pay: ({ upiId, amountPaise, name, phone, reference, idempotencyKey }) =>
      call("/v1/payouts", {
        method: "POST",
        headers: { "x-payout-idempotency": idempotencyKey },
        body: JSON.stringify({
          account_number: config.accountNumber,
          amount: amountPaise,
          currency: "INR",
          mode: "UPI",
          purpose: "refund",
          queue_if_low_balance: true,
          reference_id: reference,
          narration: narration(reference),
          fund_account: { account_type: "vpa", vpa: { address: upiId }, contact: { name, contact: phone, type: "customer" } },
        }),
      }),
    fetch: (payoutId) => call(`/v1/payouts/${encodeURIComponent(payoutId)}`),
    webhookSignatureValid: (rawBody, signature) => webhookSignatureMatches(config.webhookSecret, rawBody, signature),
    work: {},
  };
}

/**
 * The local adapter: records each transfer (with a UTR of its own), answers "processing" as RazorpayX
 * does, then tells the shop it was processed by RazorpayX's webhook (payout.processed, signed with the
 * local gateway's secret), and reports it processed when asked.
 */
function localPayouts(db: Db, config: { webhookSecret: string; webhookUrl: string }): PayoutSender {
  const webhooks = localWebhooks({ kind: "local-payouts.webhook", url: config.webhookUrl, secret: config.webhookSecret });
  return {
    provider: "local",
    async pay({ upiId, amountPaise, reference, idempotencyKey }) {
      await db.transaction().execute(async (trx) => {
        const made = await trx
          .insertInto("local_payout")
          .values({
            id: `pout_${randomBytes(10).toString("hex")}`,
            idempotency_key: idempotencyKey,
            vpa: upiId,
            amount_paise: amountPaise,
            utr: String(randomInt(10 ** 11, 10 ** 12)),
          })
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .returning(["id", "utr", "created_at"])
          .executeTakeFirst();
        if (!made) return;
        await webhooks.send(trx, "payout.processed", {
          payout: {
            entity: {
              id: made.id,
              entity: "payout",
              fund_account_id: null,
              amount: amountPaise,
              currency: "INR",
              notes: {},
              fees: 0,
              tax: 0,
              status: "processed",
              purpose: "refund",
              utr: made.utr,
              mode: "UPI",
              reference_id: reference,
              narration: narration(reference),
              batch_id: null,
              failure_reason: null,
              status_details: null,
              created_at: unixTime(made.created_at),
            },
          },
        });
      });
      const made = await db.selectFrom("local_payout").select("id").where("idempotency_key", "=", idempotencyKey).executeTakeFirstOrThrow();
      return { id: made.id, status: "processing", utr: null, failureReason: null };
    },
    async fetch(payoutId) {
      const made = await db.selectFrom("local_payout").select(["id", "utr"]).where("id", "=", payoutId).executeTakeFirst();
      if (!made) throw new Error(`The local payout adapter has no payout ${payoutId}`);
      return { id: made.id, status: "processed", utr: made.utr, failureReason: null };
    },
    webhookSignatureValid: (rawBody, signature) => webhookSignatureMatches(config.webhookSecret, rawBody, signature),
    work: webhooks.work,
  };
}

export function createPayoutSender(env: ApiEnv, db: Db): PayoutSender {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAYX_ACCOUNT_NUMBER) {
    return razorpayxPayouts({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      accountNumber: env.RAZORPAYX_ACCOUNT_NUMBER,
      apiUrl: env.RAZORPAY_API_URL,
      webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET,
    });
  }
  // The local adapter signs as the local test gateway does, with its secret.
  return localPayouts(db, { webhookSecret: env.LOCAL_GATEWAY_WEBHOOK_SECRET, webhookUrl: `${env.API_PUBLIC_URL}/v1/webhooks/razorpayx` });
}
