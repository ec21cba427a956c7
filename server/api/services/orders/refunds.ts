import { sql, type ExpressionBuilder } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import { formatRupees, paiseToRupees } from "@domain/shared/money";
import type { OperatorRefund, Refund } from "@domain/orders/schemas";
import type { Reconciliation } from "@domain/payments/reconciliation";
import type { Db } from "../../db";
import type { Database } from "../../db/schema";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";
import { notify } from "../notifications/notifications";
import { enqueue, type OutboxHandler } from "../outbox";
import type { GatewayRefund, PaymentGateway } from "../payments/gateway";
import type { Payout, PayoutSender } from "../payments/payouts";

const GATEWAY_REFUND = "refund.gateway";
const UPI_PAYOUT = "refund.payout";
/** How often a refund the bank failed is asked of the gateway again before operators are told. */
const GATEWAY_REFUND_ATTEMPTS = 3;
const retryDelayMs = (attempt: number) => 30 * 60_000 * 2 ** (attempt - 1);

/**
 * Inside an order move's transaction: the order's one refund (a unique index makes a second
 * impossible). A paid online order is refunded to the card through the gateway, as is a cash order's
 * part paid online when it is cancelled before delivery; a cash-on-delivery order that is returned
 * gets all it cost (a part paid online included) to the UPI id the customer gave, by a payout; both
 * after commit, by the outbox worker.
 */
export async function createRefund(
  trx: Db,
  order: { id: string; customer_id: string; total_paise: number; payment_type: "COD" | "online"; upiId: string | null },
) {
  if (order.total_paise <= 0) return;
  if (order.payment_type === "online" || !order.upiId) {
    const payment = await trx
      .selectFrom("payment")
      .select(["provider_payment_id", "amount_paise"])
      .where("order_id", "=", order.id)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (!payment?.provider_payment_id) return;
    const refund = await trx
      .insertInto("refund")
      .values({
        order_id: order.id,
        customer_id: order.customer_id,
        amount_paise: order.payment_type === "online" ? order.total_paise : payment.amount_paise,
        method: "gateway",
        provider_payment_id: payment.provider_payment_id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueue(trx, GATEWAY_REFUND, { refundId: refund.id });
  } else {
    const refund = await trx
      .insertInto("refund")
      .values({ order_id: order.id, customer_id: order.customer_id, amount_paise: order.total_paise, method: "upi", upi_id: order.upiId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueue(trx, UPI_PAYOUT, { refundId: refund.id });
  }
}

/**
 * Inside the transaction that found it: a captured payment the order did not need (the order was
 * cancelled or already paid, or the amount is not the order's) is refunded in full, once per payment
 * however often it is reported, and the shopper is told.
 */
export async function refundUnneededPayment(
  trx: Db,
  payment: { orderId: string; orderNumber: string; customerId: string; providerPaymentId: string; amountPaise: number },
) {
  const refund = await trx
    .insertInto("refund")
    .values({
      order_id: payment.orderId,
      customer_id: payment.customerId,
      amount_paise: payment.amountPaise,
      method: "gateway",
      reason: "unexpected_payment",
      provider_payment_id: payment.providerPaymentId,
    })
    .onConflict((oc) => oc.column("provider_payment_id").where("provider_payment_id", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!refund) return;
  await enqueue(trx, GATEWAY_REFUND, { refundId: refund.id });
  await notify(trx, payment.customerId, {
    title: "Refund for order {orderNumber}",
    body: "Order {orderNumber} did not need your payment of {amount}, so we are refunding all of it to the account you paid from. Banks take 5 to 7 working days.",
    params: { amount: formatRupees(paiseToRupees(payment.amountPaise)), orderNumber: payment.orderNumber },
    orderId: payment.orderId,
  });
}

const refundRow = (db: Db) =>
  db
    .selectFrom("refund")
    .innerJoin("customer_order", "customer_order.id", "refund.order_id")
    .innerJoin("customer", "customer.id", "refund.customer_id")
    .select([
      "refund.id",
      "refund.state",
      "refund.method",
      "refund.amount_paise",
      "refund.attempt",
      "refund.provider_payment_id",
      "refund.provider_refund_id",
      "refund.payout_id",
      "refund.upi_id",
      "refund.customer_id",
      "refund.order_id",
      "customer_order.order_number",
      "customer.first_name",
      "customer.last_name",
      "customer.phone_number",
    ]);
type RefundRow = NonNullable<Awaited<ReturnType<ReturnType<typeof refundRow>["executeTakeFirst"]>>>;

const amountOf = (refund: RefundRow) => ({ amount: formatRupees(paiseToRupees(refund.amount_paise)), orderNumber: refund.order_number });

/**
 * What the gateway says of one of our refunds (its answer to our call, a webhook, or reconciliation),
 * applied so that any order of arrival ends the same: processed is final; pending notes the gateway's
 * refund id; failed of the refund we last asked for (the one whose id we hold, or the answer to our
 * call) asks again under a new idempotency key, later, until the last attempt, after which the refund
 * is failed and listed for operators. News of an earlier attempt's failure changes nothing.
 */
async function applyGatewayRefund(db: Db, refund: RefundRow, answer: GatewayRefund, source: "call" | "news") {
  const failureReason = "The bank failed the refund";
  await db.transaction().execute(async (trx) => {
    if (answer.status === "processed") {
      const done = await trx
        .updateTable("refund")
        .set((eb) => ({ state: "processed", provider_refund_id: answer.id, arn: eb.fn.coalesce(eb.val(answer.arn), eb.ref("arn")), processed_at: new Date() }))
        .where("id", "=", refund.id)
        .where("state", "<>", "processed")
        .returning("id")
        .executeTakeFirst();
      if (done) {
        await notify(trx, refund.customer_id, {
          title: "Refund for order {orderNumber}",
          body: "{amount} for order {orderNumber} is on its way back to your card. Banks take 5 to 7 working days.",
          params: amountOf(refund),
          orderId: refund.order_id,
        });
      } else if (answer.arn) {
        await trx.updateTable("refund").set({ arn: answer.arn }).where("id", "=", refund.id).where("provider_refund_id", "=", answer.id).execute();
      }
      return;
    }
    // Only news of the refund we asked for last counts: a refund we have not heard of yet is adopted
    // while pending, but its failure counts only from our call's own answer (asked again under the same
    // key, the gateway answers that refund), as it may be an earlier attempt's.
    const adopt = answer.status === "pending" || source === "call";
    const current = (eb: ExpressionBuilder<Database, "refund">) =>
      eb.and([
        eb("id", "=", refund.id),
        eb("state", "=", "pending"),
        adopt ? eb.or([eb("provider_refund_id", "is", null), eb("provider_refund_id", "=", answer.id)]) : eb("provider_refund_id", "=", answer.id),
      ]);
    if (answer.status === "pending") {
      await trx
        .updateTable("refund")
        .set((eb) => ({ provider_refund_id: answer.id, arn: eb.fn.coalesce(eb.val(answer.arn), eb.ref("arn")) }))
        .where(current)
        .execute();
      return;
    }
    const retried = await trx
      .updateTable("refund")
      .set((eb) => ({ attempt: eb("attempt", "+", 1), provider_refund_id: null, failure_reason: failureReason }))
      .where(current)
      .where("attempt", "<", GATEWAY_REFUND_ATTEMPTS)
      .returning("attempt")
      .executeTakeFirst();
    if (retried) {
      await enqueue(trx, GATEWAY_REFUND, { refundId: refund.id }, new Date(Date.now() + retryDelayMs(retried.attempt - 1)));
    } else {
      await trx.updateTable("refund").set({ state: "failed", failure_reason: failureReason }).where(current).execute();
    }
  });
}

/** What the payout provider says of a refund's payout: processed (with its UTR) is final; failed lists it for operators. */
async function applyPayout(db: Db, refund: RefundRow, payout: Payout) {
  await db.transaction().execute(async (trx) => {
    const inFlight = trx.updateTable("refund").where("id", "=", refund.id).where("state", "=", "pending");
    if (payout.status === "processed") {
      const done = await inFlight
        .set({ state: "processed", payout_id: payout.id, utr: payout.utr, processed_at: new Date() })
        .returning("id")
        .executeTakeFirst();
      if (done) await notifyUpiRefund(trx, refund, payout.utr);
    } else if (payout.status === "failed") {
      await inFlight.set({ state: "failed", payout_id: payout.id, failure_reason: payout.failureReason ?? "The payout failed" }).execute();
    } else {
      await inFlight.set({ payout_id: payout.id }).execute();
    }
  });
}

const notifyUpiRefund = (trx: Db, refund: RefundRow, utr: string | null) =>
  notify(trx, refund.customer_id, {
    title: "Refund for order {orderNumber}",
    body: "{amount} for order {orderNumber} has been sent to your UPI id. Bank reference (UTR): {utr}.",
    params: { ...amountOf(refund), utr: utr ?? "—" },
    orderId: refund.order_id,
  });

/**
 * The outbox handlers: ask the gateway for a card refund (under the refund's idempotency key, so a
 * retried call answers the refund already made), and send a UPI refund's payout. A refund no longer
 * pending, or already answered, is left alone.
 */
export function refundWork(db: Db, gateway: PaymentGateway, payouts: PayoutSender): Record<string, OutboxHandler> {
  const giveUp = async (payload: Record<string, unknown>, error: string) => {
    await db
      .updateTable("refund")
      .set({ state: "failed", failure_reason: error.slice(0, 500) })
      .where("id", "=", String(payload.refundId))
      .where("state", "=", "pending")
      .execute();
  };
  const pendingRefund = (payload: Record<string, unknown>) =>
    refundRow(db).where("refund.id", "=", String(payload.refundId)).where("refund.state", "=", "pending").executeTakeFirst();
  return {
    [GATEWAY_REFUND]: {
      async run(payload) {
        const refund = await pendingRefund(payload);
        if (!refund?.provider_payment_id || refund.provider_refund_id) return;
        const answer = await gateway.refund(refund.provider_payment_id, refund.amount_paise, `refund_${refund.id}_${refund.attempt}`);
        await applyGatewayRefund(db, refund, answer, "call");
      },
      giveUp,
    },
    [UPI_PAYOUT]: {
      async run(payload) {
        const refund = await pendingRefund(payload);
        if (!refund?.upi_id || refund.payout_id) return;
        const payout = await payouts.pay({
          upiId: refund.upi_id,
          amountPaise: refund.amount_paise,
          name: `${refund.first_name} ${refund.last_name}`.trim(),
          phone: refund.phone_number,
          reference: refund.order_number,
          idempotencyKey: `payout_refund_${refund.id}`,
        });
        await applyPayout(db, refund, payout);
      },
      giveUp,
    },
  };
}

/** A gateway refund's news from a webhook: found by the gateway's refund id, else by the payment it refunds. */
export async function refundNews(db: Db, news: GatewayRefund & { paymentId: string }) {
  const refund = await refundRow(db)
    .where((eb) => eb.or([eb("refund.provider_refund_id", "=", news.id), eb("refund.provider_payment_id", "=", news.paymentId)]))
    .orderBy(sql`refund.provider_refund_id = ${news.id}`, "desc")
    .executeTakeFirst();
  if (refund) await applyGatewayRefund(db, refund, news, "news");
}

/**
 * A payout's news from the provider's webhook, applied to the refund it pays as reconciliation applies
 * it. A payout no refund holds yet (its webhook came before the answer to our call was stored) or not
 * ours is left alone: reconciliation asks after the refund's payout anyway.
 */
export async function payoutNews(db: Db, payout: Payout) {
  const refund = await refundRow(db).where("refund.payout_id", "=", payout.id).where("refund.method", "=", "upi").executeTakeFirst();
  if (refund) await applyPayout(db, refund, payout);
}

/**
 * Reconciliation's share: claims refunds still pending (card refunds a day after they were asked for,
 * payouts 15 minutes after they were sent) not asked about in the last hour, and asks after each.
 * The claim (checked_at, with SKIP LOCKED) keeps two passes from asking about the same refund.
 */
export async function reconcileRefunds(db: Db, gateway: PaymentGateway, payouts: PayoutSender, log?: FastifyBaseLogger) {
  const { rows } = await sql<{ id: string }>`
    update refund set checked_at = now()
    where id in (
      select id from refund
      where state = 'pending'
        and (method = 'gateway' and provider_refund_id is not null and created_at < now() - interval '1 day'
          or method = 'upi' and payout_id is not null and created_at < now() - interval '15 minutes')
        and (checked_at is null or checked_at < now() - interval '1 hour')
      order by created_at limit 100 for update skip locked
    )
    returning id`.execute(db);
  const settled: Reconciliation["refunds"] = [];
  for (const { id } of rows) {
    const refund = await refundRow(db).where("refund.id", "=", id).executeTakeFirstOrThrow();
    try {
      if (refund.method === "gateway" && refund.provider_payment_id && refund.provider_refund_id) {
        await applyGatewayRefund(db, refund, await gateway.fetchRefund(refund.provider_payment_id, refund.provider_refund_id), "news");
      } else if (refund.payout_id) {
        await applyPayout(db, refund, await payouts.fetch(refund.payout_id));
      }
    } catch (error) {
      log?.warn({ err: error, refundId: id }, "reconciliation could not ask after a refund");
      continue;
    }
    const after = await db.selectFrom("refund").select("state").where("id", "=", id).executeTakeFirstOrThrow();
    if (after.state !== "pending") settled.push({ refundId: id, orderNumber: refund.order_number, state: after.state });
  }
  return settled;
}

/**
 * An operator's transfer by hand to a UPI refund's id, with its UTR: the refund is processed once. A
 * refund whose payout is on its way (not failed) is refused, so the shopper is not paid twice.
 */
export async function recordRefundPaid(db: Db, actor: Actor, refundId: string, utr: string) {
  return db.transaction().execute(async (trx) => {
    const refund = await refundRow(trx).where("refund.id", "=", refundId).forUpdate("refund").executeTakeFirst();
    if (!refund || refund.method !== "upi") throw new DomainError("not_found", "refund_not_found", "There is no refund to a UPI id with that number.");
    if (refund.state === "processed") throw new DomainError("conflict", "refund_processed", "This refund has already been paid.");
    if (refund.state === "pending" && refund.payout_id) {
      throw new DomainError("conflict", "payout_in_flight", "A payout for this refund is on its way; wait for it to finish or fail.");
    }
    await trx.updateTable("refund").set({ state: "processed", utr, processed_at: new Date(), failure_reason: null }).where("id", "=", refund.id).execute();
    await audit(trx, actor, {
      action: "refund.paid",
      entityType: "refund",
      entityId: refund.id,
      before: { state: refund.state },
      after: { state: "processed", utr },
    });
    await notifyUpiRefund(trx, refund, utr);
    return refund.order_number;
  });
}

const DAY_MS = 86_400_000;

/**
 * When the shopper may expect the money: a card refund 7 days after the gateway took it (banks take 5
 * to 7 working days), a UPI transfer 2 days after the refund was decided; none once it is in their
 * account or if it failed.
 */
function expectedBy(r: { method: "gateway" | "upi"; state: Refund["state"]; created_at: Date; processed_at: Date | null }) {
  if (r.state === "failed" || (r.method === "upi" && r.state === "processed")) return null;
  const from = r.method === "gateway" ? (r.processed_at ?? r.created_at) : r.created_at;
  return new Date(from.getTime() + (r.method === "gateway" ? 7 : 2) * DAY_MS).toISOString();
}

const refundsQuery = (db: Db) =>
  db
    .selectFrom("refund")
    .innerJoin("customer_order", "customer_order.id", "refund.order_id")
    .select([
      "refund.id",
      "customer_order.order_number",
      "refund.amount_paise",
      "refund.method",
      "refund.state",
      "refund.created_at",
      "refund.processed_at",
      "refund.provider_refund_id",
      "refund.arn",
      "refund.utr",
    ]);
type RefundListRow = Awaited<ReturnType<ReturnType<typeof refundsQuery>["execute"]>>[number];

const toRefund = (r: RefundListRow): Refund => ({
  id: r.id,
  orderId: r.order_number,
  amount: paiseToRupees(r.amount_paise),
  method: r.method,
  state: r.state,
  createdAt: r.created_at.toISOString(),
  processedAt: r.processed_at?.toISOString() ?? null,
  reference: r.utr ?? r.arn ?? r.provider_refund_id,
  expectedBy: expectedBy(r),
});

/** The customer's refunds, newest first. */
export async function listRefunds(db: Db, customerId: string): Promise<{ list: Refund[]; count: number }> {
  const rows = await refundsQuery(db).where("refund.customer_id", "=", customerId).orderBy("refund.created_at", "desc").orderBy("refund.id", "desc").execute();
  return { list: rows.map(toRefund), count: rows.length };
}

/** An order's own refund (cancelled or returned), if it has one. */
export async function refundOfOrder(db: Db, orderId: string): Promise<Refund | null> {
  const row = await refundsQuery(db).where("refund.order_id", "=", orderId).where("refund.reason", "=", "order").executeTakeFirst();
  return row ? toRefund(row) : null;
}

/** Operators' list: the newest refunds, all, in one state or of one order, with what they need to act on a failed one. */
export async function operatorRefunds(db: Db, { state = "all", orderId }: { state?: Refund["state"] | "all"; orderId?: string }): Promise<OperatorRefund[]> {
  let query = refundsQuery(db).select(["refund.reason", "refund.upi_id", "refund.failure_reason"]);
  if (state !== "all") query = query.where("refund.state", "=", state);
  if (orderId) query = query.where("refund.order_id", "=", orderId);
  const rows = await query.orderBy("refund.created_at", "desc").orderBy("refund.id", "desc").limit(100).execute();
  return rows.map((r) => ({ ...toRefund(r), reason: r.reason, upiId: r.upi_id, failureReason: r.failure_reason }));
}
