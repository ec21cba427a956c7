import { randomBytes } from "node:crypto";
import { checkoutScriptUrl } from "@domain/payments/checkout";
import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import type { OutboxHandler } from "../outbox";
import { newSecretToken, sha256 } from "../secrets";
import { localWebhooks, unixTime } from "./local-webhooks";
import { paymentSignature, signatureMatches, webhookSignatureMatches } from "./signature";

/**
 * The card payment provider (docs/decisions/008-payments.md). One interface; the Razorpay adapter is used when keys are
 * set, otherwise the local test gateway served by this API (routes/test-gateway.ts) with the same
 * hosted checkout, the same signed callback and the same signature check.
 */
export interface PaymentGateway {
  provider: "razorpay" | "local";
  /** Public key id the hosted checkout form carries. */
  keyId: string;
  /** Where the shopper's browser posts the hosted checkout form. */
  checkoutUrl: string;
  /** The checkout.js the browser loads to open the same checkout in the page (docs/decisions/025-in-page-checkout.md). */
  scriptUrl: string;
  /** Creates the provider's order for an amount in paise. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string; amountPaise: number }>;
  /**
   * Fields the hosted checkout form must carry for this attempt, besides the provider's standard ones.
   * Asked each time a checkout is shown to the order's payer; the local gateway issues its single-use
   * checkout token here, Razorpay needs none.
   */
  checkoutFields(providerOrderId: string): Promise<Record<string, string>>;
  /** The provider's own record of the payments tried against one of its orders, newest last. */
  fetchPayments(providerOrderId: string): Promise<GatewayPayment[]>;
  /** Is this the provider's signature of a completed checkout? */
  paymentSignatureValid(orderId: string, paymentId: string, signature: unknown): boolean;
  /** Is this the provider's signature of a webhook's raw body? */
  webhookSignatureValid(rawBody: Buffer, signature: unknown): boolean;
  /**
   * Refunds (part of) a captured payment, in paise; throws when the provider refuses or cannot be reached.
   * The same idempotency key asked again answers the refund already made (in its state now) instead of
   * making another.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<GatewayRefund>;
  /** The provider's record of one of its refunds. */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  /** UPI AutoPay (Razorpay Recurring Payments). */
  recurring: RecurringGateway;
  /** The adapter's own outbox work: the local gateway's webhooks to the shop (Razorpay sends its own). */
  work: Record<string, OutboxHandler>;
}

/** UPI AutoPay: the gateway's customers, a mandate's authorisation order, recurring debits against its token. */
export interface RecurringGateway {
  createCustomer(input: { name: string; contact: string; email: string | null }): Promise<string>;
  createMandateOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
    customerId: string;
    maxAmountPaise: number;
    expiresAt: Date;
  }): Promise<{ id: string; amountPaise: number }>;
  mandateCheckoutFields(customerId: string): Record<string, string>;
  tokenOfPayment(paymentId: string): Promise<string | null>;
  chargeRecurring(input: {
    customerId: string;
    tokenId: string;
    orderId: string;
    amountPaise: number;
    contact: string;
    email: string | null;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ paymentId: string }>;
  cancelToken(customerId: string, tokenId: string): Promise<void>;
}

const notYet = (): never => {
  throw new Error("UPI AutoPay is not wired to this gateway yet");
};
const unwiredRecurring: RecurringGateway = {
  createCustomer: notYet,
  createMandateOrder: notYet,
  mandateCheckoutFields: notYet,
  tokenOfPayment: notYet,
  chargeRecurring: notYet,
  cancelToken: notYet,
};

/** A payment as the provider reports it (Razorpay's statuses; the local gateway uses captured and failed). */
export type GatewayPayment = {
  id: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  errorDescription: string | null;
  amountPaise: number;
};

/** A refund as the provider reports it; `arn` is the bank's reference, once the bank has one. */
export type GatewayRefund = { id: string; status: "processed" | "pending" | "failed"; arn: string | null };

type RazorpayRefund = { id?: string; status?: string; acquirer_data?: { arn?: string | null }; error?: { description?: string } } | null;
const refundStatus = (status: string | undefined): GatewayRefund["status"] => (status === "processed" || status === "failed" ? status : "pending");

const TIMEOUT_MS = 15_000;

function signatureChecks(keySecret: string, webhookSecret: string | undefined) {
  return {
    paymentSignatureValid: (orderId: string, paymentId: string, signature: unknown) =>
      signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (rawBody: Buffer, signature: unknown) => webhookSignatureMatches(webhookSecret, rawBody, signature),
  };
}

/**
 * Razorpay: Orders API (amount in paise, Basic auth with key id and secret) and Standard Checkout in
 * its hosted redirect form, which posts `razorpay_payment_id`, `razorpay_order_id` and
 * `razorpay_signature` to our callback URL.
 */
export function razorpayGateway(config: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiUrl: string;
  checkoutUrl: string;
  scriptUrl: string;
}): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  return {
    provider: "razorpay",
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,
    scriptUrl: config.scriptUrl,
    async createOrder({ amountPaise, receipt, notes }) {
      const response = await fetch(`${config.apiUrl}/v1/orders`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ amount: amountPaise, currency: "INR", receipt, notes }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as { id?: string; amount?: number; error?: { description?: string } } | null;
      if (!response.ok || !answer?.id || answer.amount !== amountPaise) {
        throw new Error(`Razorpay refused the order (HTTP ${response.status}): ${answer?.error?.description ?? "no description"}`);
      }
      return { id: answer.id, amountPaise: answer.amount };
    },
    // Refunds API: POST /v1/payments/{id}/refund; "processed" means Razorpay has sent it to the bank.
    // X-Refund-Idempotency makes a repeated call answer the refund the first one made.
    async refund(paymentId, amountPaise, idempotencyKey) {
      const response = await fetch(`${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", accept: "application/json", "x-refund-idempotency": idempotencyKey },
        body: JSON.stringify({ amount: amountPaise, speed: "normal" }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as RazorpayRefund;
      if (!response.ok || !answer?.id) {
        throw new Error(`Razorpay refused the refund (HTTP ${response.status}): ${answer?.error?.description ?? "no description"}`);
      }
      return { id: answer.id, status: refundStatus(answer.status), arn: answer.acquirer_data?.arn ?? null };
    },
    async fetchRefund(paymentId, refundId) {
      const response = await fetch(`${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`, {
        headers: { authorization, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as RazorpayRefund;
      if (!response.ok || !answer?.id) throw new Error(`Razorpay did not show the refund ${refundId} (HTTP ${response.status})`);
      return { id: answer.id, status: refundStatus(answer.status), arn: answer.acquirer_data?.arn ?? null };
    },
    checkoutFields: async () => ({}),
    async fetchPayments(providerOrderId) {
      const response = await fetch(`${config.apiUrl}/v1/orders/${encodeURIComponent(providerOrderId)}/payments`, {
        headers: { authorization, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as {
        items?: { id: string; status: GatewayPayment["status"]; error_description?: string | null; amount: number }[];
      } | null;
      if (!response.ok || !Array.isArray(answer?.items)) throw new Error(`Razorpay did not list the payments of ${providerOrderId} (HTTP ${response.status})`);
      return answer.items.map((p) => ({ id: p.id, status: p.status, errorDescription: p.error_description ?? null, amountPaise: p.amount }));
    },
    ...signatureChecks(config.keySecret, config.webhookSecret),
    recurring: unwiredRecurring,
    work: {},
  };
}

export const LOCAL_KEY_ID = "rzp_test_local";

/**
 * The local gateway's webhooks (payment.captured, payment.failed, refund.processed), sent to the shop's
 * payment webhook signed with the secret that webhook checks them with.
 */
export const localGatewayWebhooks = (env: ApiEnv) =>
  localWebhooks({ kind: "local-gateway.webhook", url: `${env.API_PUBLIC_URL}/v1/webhooks/razorpay`, secret: env.LOCAL_GATEWAY_WEBHOOK_SECRET });

/**
 * The local test gateway: its orders, checkouts and payments live in our database, its checkout page is
 * served by this API (routes/test-gateway.ts). Paying there moves no money, so completing a checkout
 * takes a token that only the page shown to the order's payer holds.
 */
function localGateway(
  db: Db,
  config: { keySecret: string; webhookSecret: string; checkoutUrl: string; scriptUrl: string; webhooks: ReturnType<typeof localGatewayWebhooks> },
): PaymentGateway {
  return {
    provider: "local",
    keyId: LOCAL_KEY_ID,
    checkoutUrl: config.checkoutUrl,
    scriptUrl: config.scriptUrl,
    async createOrder({ amountPaise, receipt, notes }) {
      const id = `order_${randomBytes(10).toString("hex")}`;
      await db
        .insertInto("local_gateway_order")
        .values({ id, amount_paise: amountPaise, receipt, notes: JSON.stringify(notes) })
        .execute();
      return { id, amountPaise };
    },
    // Records the refund and answers as Razorpay does for an instant one, and tells the shop by its
    // webhook as Razorpay does; a key seen before answers its refund.
    async refund(paymentId, amountPaise, idempotencyKey) {
      await db.transaction().execute(async (trx) => {
        const made = await trx
          .insertInto("local_gateway_refund")
          .values({ id: `rfnd_${randomBytes(10).toString("hex")}`, payment_id: paymentId, amount_paise: amountPaise, idempotency_key: idempotencyKey })
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .returning(["id", "created_at"])
          .executeTakeFirst();
        if (!made) return;
        await config.webhooks.send(trx, "refund.processed", {
          refund: {
            entity: {
              id: made.id,
              entity: "refund",
              amount: amountPaise,
              currency: "INR",
              payment_id: paymentId,
              notes: {},
              receipt: null,
              acquirer_data: { arn: null },
              created_at: unixTime(made.created_at),
              batch_id: null,
              status: "processed",
              speed_processed: "normal",
              speed_requested: "normal",
            },
          },
        });
      });
      const made = await db.selectFrom("local_gateway_refund").select("id").where("idempotency_key", "=", idempotencyKey).executeTakeFirstOrThrow();
      return { id: made.id, status: "processed", arn: null };
    },
    async fetchRefund(paymentId, refundId) {
      const made = await db.selectFrom("local_gateway_refund").select("id").where("id", "=", refundId).where("payment_id", "=", paymentId).executeTakeFirst();
      if (!made) throw new Error(`The local gateway has no refund ${refundId}`);
      return { id: made.id, status: "processed", arn: null };
    },
    async checkoutFields(providerOrderId) {
      const token = newSecretToken();
      await db
        .insertInto("local_gateway_checkout")
        .values({ token_hash: sha256(token), gateway_order_id: providerOrderId })
        .execute();
      return { checkout_token: token };
    },
    async fetchPayments(providerOrderId) {
      const rows = await db
        .selectFrom("local_gateway_payment")
        .innerJoin("local_gateway_order", "local_gateway_order.id", "local_gateway_payment.gateway_order_id")
        .select(["local_gateway_payment.id", "local_gateway_payment.status", "local_gateway_payment.error_description", "local_gateway_order.amount_paise"])
        .where("local_gateway_payment.gateway_order_id", "=", providerOrderId)
        .orderBy("local_gateway_payment.created_at")
        .execute();
      return rows.map((p) => ({ id: p.id, status: p.status, errorDescription: p.error_description, amountPaise: p.amount_paise }));
    },
    ...signatureChecks(config.keySecret, config.webhookSecret),
    recurring: unwiredRecurring,
    work: config.webhooks.work,
  };
}

export function createPaymentGateway(env: ApiEnv, db: Db): PaymentGateway {
  const scriptUrl = checkoutScriptUrl(env.CHECKOUT_SCRIPT_URL, !!(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET), env.API_PUBLIC_URL);
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return razorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
      checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
      scriptUrl,
    });
  }
  return localGateway(db, {
    keySecret: env.LOCAL_GATEWAY_SECRET,
    webhookSecret: env.LOCAL_GATEWAY_WEBHOOK_SECRET,
    checkoutUrl: `${env.API_PUBLIC_URL}/v1/test-gateway/checkout`,
    scriptUrl,
    webhooks: localGatewayWebhooks(env),
  });
}
