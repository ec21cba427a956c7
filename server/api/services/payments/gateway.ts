import { randomBytes } from "node:crypto";
import { checkoutScriptUrl } from "@domain/payments/checkout";
import type { Db } from "../../db";
import type { LocalGatewayTokenRequest, LocalTokenState } from "../../db/schema";
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
  /** UPI AutoPay mandates and the debits made on them. */
  recurring: RecurringGateway;
  /** The adapter's own outbox work: the local gateway's webhooks to the shop (Razorpay sends its own). */
  work: Record<string, OutboxHandler>;
}

/**
 * UPI AutoPay by Razorpay's Recurring Payments: the shopper approves a mandate (a token of the gateway's
 * customer) in their UPI app by paying an authorisation order, which carries the first delivery's
 * amount; later deliveries are debited on the token without the shopper. What the bank decides (the
 * token confirmed, rejected, paused or cancelled; a debit captured or failed) arrives by webhook.
 */
export interface RecurringGateway {
  /** The gateway's customer of this contact, made once: asked again, the same one answers. */
  createCustomer(input: { name: string; contact: string; email: string | null }): Promise<string>;
  /** An authorisation order: paying it approves a token of the customer for debits up to `maxAmountPaise`, until `expiresAt`. */
  createMandateOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
    customerId: string;
    maxAmountPaise: number;
    expiresAt: Date;
  }): Promise<{ id: string; amountPaise: number }>;
  /** Fields the hosted checkout form of an authorisation order carries, besides checkoutFields'. */
  mandateCheckoutFields(customerId: string): Record<string, string>;
  /** The token an authorisation payment approved, if it did. */
  tokenOfPayment(paymentId: string): Promise<string | null>;
  /**
   * Asks for a debit on a confirmed token against an order made by createOrder; throws when the gateway
   * refuses to try. Its outcome comes later, by the payment.captured or payment.failed webhook.
   */
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
  /** Cancels the mandate with the bank; the token.cancelled webhook follows. */
  cancelToken(customerId: string, tokenId: string): Promise<void>;
}

/** Razorpay's mandate frequency for debits of varying days and amounts, each announced before it is made. */
const FREQUENCY = "as_presented";
const mandateCheckoutFields = (customerId: string) => ({ customer_id: customerId, recurring: "1" });

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
  // A JSON call to Razorpay's API, answered with its status and its JSON (null when it sent none).
  const call = async <T>(method: "GET" | "POST" | "PUT", path: string, body?: object) => {
    const response = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers: { authorization, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as (T & { error?: { description?: string } }) | null;
    return { ok: response.ok, status: response.status, answer, refusal: `(HTTP ${response.status}): ${answer?.error?.description ?? "no description"}` };
  };
  const createOrder = async (order: { amount: number; receipt: string; notes: Record<string, string> } & Record<string, unknown>) => {
    const { ok, answer, refusal } = await call<{ id?: string; amount?: number }>("POST", "/v1/orders", { ...order, currency: "INR" });
    if (!ok || !answer?.id || answer.amount !== order.amount) throw new Error(`Razorpay refused the order ${refusal}`);
    return { id: answer.id, amountPaise: answer.amount };
  };
  return {
    provider: "razorpay",
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,
    scriptUrl: config.scriptUrl,
    createOrder: ({ amountPaise, receipt, notes }) => createOrder({ amount: amountPaise, receipt, notes }),
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
    recurring: {
      // fail_existing "0": a customer with the same details already made is answered, not refused.
      async createCustomer({ name, contact, email }) {
        const { ok, answer, refusal } = await call<{ id?: string }>("POST", "/v1/customers", {
          name,
          contact,
          ...(email ? { email } : {}),
          fail_existing: "0",
        });
        if (!ok || !answer?.id) throw new Error(`Razorpay refused the customer ${refusal}`);
        return answer.id;
      },
      createMandateOrder: ({ amountPaise, receipt, notes, customerId, maxAmountPaise, expiresAt }) =>
        createOrder({
          amount: amountPaise,
          receipt,
          notes,
          method: "upi",
          customer_id: customerId,
          token: { max_amount: maxAmountPaise, expire_at: unixTime(expiresAt), frequency: FREQUENCY },
        }),
      mandateCheckoutFields,
      async tokenOfPayment(paymentId) {
        const { ok, answer } = await call<{ token_id?: string | null }>("GET", `/v1/payments/${encodeURIComponent(paymentId)}`);
        if (!ok || !answer) throw new Error(`Razorpay did not show the payment ${paymentId}`);
        return answer.token_id ?? null;
      },
      async chargeRecurring({ customerId, tokenId, orderId, amountPaise, contact, email, receipt, notes }) {
        const { ok, answer, refusal } = await call<{ razorpay_payment_id?: string }>("POST", "/v1/payments/create/recurring", {
          ...(email ? { email } : {}),
          contact,
          amount: amountPaise,
          currency: "INR",
          order_id: orderId,
          customer_id: customerId,
          token: tokenId,
          recurring: "1",
          description: receipt,
          notes,
        });
        if (!ok || !answer?.razorpay_payment_id) throw new Error(`Razorpay refused the debit on ${tokenId} ${refusal}`);
        return { paymentId: answer.razorpay_payment_id };
      },
      // Asks NPCI to revoke the mandate; the token is cancelled when it has (token.cancelled).
      async cancelToken(customerId, tokenId) {
        const { ok, refusal } = await call("PUT", `/v1/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}/cancel`);
        if (!ok) throw new Error(`Razorpay refused to cancel the token ${tokenId} ${refusal}`);
      },
    },
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

type LocalGatewayWebhooks = ReturnType<typeof localGatewayWebhooks>;

/** Why a payment failed, as Razorpay describes it: to the shop's page and in the payment.failed webhook. */
type PaymentFailure = { code: string; description: string; source: string; step: string; reason: string };
export const PAYMENT_FAILED: PaymentFailure = {
  code: "BAD_REQUEST_ERROR",
  description: "Payment failed",
  source: "customer",
  step: "payment_authorization",
  reason: "payment_failed",
};
const ABOVE_MANDATE: PaymentFailure = {
  code: "BAD_REQUEST_ERROR",
  description: "The amount is more than the mandate allows",
  source: "business",
  step: "payment_initiation",
  reason: "amount_exceeds_mandate_limit",
};

/**
 * A local payment as Razorpay's payment webhooks show it; a payment made on a mandate (its
 * authorisation or a debit) names its token and customer and says it is recurring.
 */
export function localPaymentEntity(payment: {
  id: string;
  order: { id: string; amount_paise: number; notes: Record<string, string> };
  method: string | null;
  createdAt: Date;
  failure: PaymentFailure | null;
  mandate?: { tokenId: string; customerId: string };
}) {
  const { failure } = payment;
  return {
    payment: {
      entity: {
        id: payment.id,
        entity: "payment",
        amount: payment.order.amount_paise,
        currency: "INR",
        status: failure ? "failed" : "captured",
        order_id: payment.order.id,
        invoice_id: null,
        international: false,
        method: payment.method,
        amount_refunded: 0,
        refund_status: null,
        captured: !failure,
        description: null,
        notes: payment.order.notes,
        error_code: failure?.code ?? null,
        error_description: failure?.description ?? null,
        error_source: failure?.source ?? null,
        error_step: failure?.step ?? null,
        error_reason: failure?.reason ?? null,
        ...(payment.mandate ? { token_id: payment.mandate.tokenId, customer_id: payment.mandate.customerId, recurring: true } : {}),
        created_at: unixTime(payment.createdAt),
      },
    },
  };
}

/** The states a local token moves to, from the states it may be in: as NPCI lets a UPI mandate move. */
export const TOKEN_MOVES: Record<Exclude<LocalTokenState, "initiated">, LocalTokenState[]> = {
  confirmed: ["initiated", "paused"],
  rejected: ["initiated"],
  paused: ["confirmed"],
  cancelled: ["initiated", "confirmed", "paused"],
};

/**
 * Moves a local token as the shopper's bank would (the mandate approved or declined, paused, resumed or
 * cancelled in the UPI app, or cancelled by the shop) and tells the shop by Razorpay's token webhook of
 * that state. Answers false, changing nothing, when the token may not move there from where it is.
 */
export async function moveLocalToken(trx: Db, webhooks: LocalGatewayWebhooks, tokenId: string, to: keyof typeof TOKEN_MOVES): Promise<boolean> {
  const token = await trx
    .updateTable("local_gateway_token")
    .set({ state: to, updated_at: new Date() })
    .where("id", "=", tokenId)
    .where("state", "in", TOKEN_MOVES[to])
    .returningAll()
    .executeTakeFirst();
  if (!token) return false;
  await webhooks.send(trx, `token.${to}`, {
    token: {
      entity: {
        id: token.id,
        entity: "token",
        token: token.id.replace(/^token_/, ""),
        bank: null,
        wallet: null,
        method: "upi",
        vpa: { username: "local", handle: "upi", name: null },
        recurring: true,
        recurring_details: { status: to, failure_reason: to === "rejected" ? "The customer declined the mandate" : null },
        auth_type: null,
        mrn: null,
        used_at: null,
        created_at: unixTime(token.created_at),
        start_time: unixTime(token.created_at),
        max_amount: token.max_amount_paise,
        expired_at: unixTime(token.expires_at),
        frequency: FREQUENCY,
        customer_id: token.gateway_customer_id,
        status: to,
        notes: [],
      },
    },
  });
  return true;
}

/**
 * The local test gateway: its orders, checkouts, payments and mandates' tokens live in our database, its
 * checkout page and the shopper's UPI app (where a mandate is paused or cancelled) are served by this API
 * (routes/test-gateway.ts). Paying there moves no money, so completing a checkout takes a token that only
 * the page shown to the order's payer holds.
 */
function localGateway(
  db: Db,
  config: { keySecret: string; webhookSecret: string; checkoutUrl: string; scriptUrl: string; webhooks: LocalGatewayWebhooks },
): PaymentGateway {
  const createOrder = async (order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
    customerId?: string;
    token?: LocalGatewayTokenRequest;
  }) => {
    const id = `order_${randomBytes(10).toString("hex")}`;
    await db
      .insertInto("local_gateway_order")
      .values({
        id,
        amount_paise: order.amountPaise,
        receipt: order.receipt,
        notes: JSON.stringify(order.notes),
        gateway_customer_id: order.customerId ?? null,
        token: order.token ? JSON.stringify(order.token) : undefined,
      })
      .execute();
    return { id, amountPaise: order.amountPaise };
  };
  return {
    provider: "local",
    keyId: LOCAL_KEY_ID,
    checkoutUrl: config.checkoutUrl,
    scriptUrl: config.scriptUrl,
    createOrder,
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
    recurring: {
      // One customer per contact, as Razorpay finds an existing one by its details: no table needed.
      createCustomer: async ({ contact }) => `cust_${sha256(contact).slice(0, 14)}`,
      createMandateOrder: ({ amountPaise, receipt, notes, customerId, maxAmountPaise, expiresAt }) =>
        createOrder({ amountPaise, receipt, notes, customerId, token: { max_amount: maxAmountPaise, expire_at: unixTime(expiresAt), frequency: FREQUENCY } }),
      mandateCheckoutFields,
      async tokenOfPayment(paymentId) {
        const token = await db
          .selectFrom("local_gateway_payment as p")
          .innerJoin("local_gateway_token as t", "t.gateway_order_id", "p.gateway_order_id")
          .select("t.id")
          .where("p.id", "=", paymentId)
          .where("p.status", "=", "captured")
          .executeTakeFirst();
        return token?.id ?? null;
      },
      // As the bank would: a debit on a token not confirmed (or of another customer, or expired) is
      // refused at once; one above the mandate's limit is tried and fails.
      async chargeRecurring({ customerId, tokenId, orderId, amountPaise, notes }) {
        return db.transaction().execute(async (trx) => {
          const token = await trx.selectFrom("local_gateway_token").selectAll().where("id", "=", tokenId).forUpdate().executeTakeFirst();
          if (!token || token.gateway_customer_id !== customerId || token.state !== "confirmed" || token.expires_at <= new Date()) {
            throw new Error(`The local gateway refused the debit: the token ${tokenId} is ${token ? token.state : "unknown"} or not the customer's`);
          }
          const order = await trx.selectFrom("local_gateway_order").selectAll().where("id", "=", orderId).forUpdate().executeTakeFirst();
          if (!order || order.amount_paise !== amountPaise || order.status === "paid") {
            throw new Error(`The local gateway refused the debit: the order ${orderId} is unknown, paid or of another amount`);
          }
          const failure = amountPaise > token.max_amount_paise ? ABOVE_MANDATE : null;
          const payment = await trx
            .insertInto("local_gateway_payment")
            .values({
              id: `pay_${randomBytes(10).toString("hex")}`,
              gateway_order_id: order.id,
              status: failure ? "failed" : "captured",
              error_description: failure?.description ?? null,
            })
            .returning(["id", "created_at"])
            .executeTakeFirstOrThrow();
          await trx
            .updateTable("local_gateway_order")
            .set({ status: failure ? "attempted" : "paid" })
            .where("id", "=", order.id)
            .execute();
          await config.webhooks.send(
            trx,
            failure ? "payment.failed" : "payment.captured",
            localPaymentEntity({
              id: payment.id,
              order: { ...order, notes },
              method: "upi",
              createdAt: payment.created_at,
              failure,
              mandate: { tokenId, customerId },
            }),
          );
          return { paymentId: payment.id };
        });
      },
      async cancelToken(customerId, tokenId) {
        await db.transaction().execute(async (trx) => {
          const token = await trx
            .selectFrom("local_gateway_token")
            .select("state")
            .where("id", "=", tokenId)
            .where("gateway_customer_id", "=", customerId)
            .executeTakeFirst();
          if (!token) throw new Error(`The local gateway has no token ${tokenId} of ${customerId}`);
          // Cancelling a cancelled mandate again is done already; a rejected one never ran.
          if (!(await moveLocalToken(trx, config.webhooks, tokenId, "cancelled")) && token.state !== "cancelled") {
            throw new Error(`The local gateway cannot cancel the ${token.state} token ${tokenId}`);
          }
        });
      },
    },
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
