import { sql } from "kysely";
import { dueOnDelivery, payNowOptions, payNowRefusal, type PayNowOrder, type PayNowRefusal } from "@domain/cod/prepaid";
import type { Checkout } from "@domain/payments/checkout";
import { translatorFor } from "@domain/i18n/catalog";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import { formatRupees, paiseToRupees } from "@domain/shared/money";
import type { Db } from "../../db";
import { DomainError } from "../errors";
import { notify } from "../notifications/notifications";
import { codSettings } from "../cod/risk-facts";
import { refundUnneededPayment } from "../orders/refunds";
import { mandateFields, mandateOrder } from "../subscriptions/mandate-orders";
import type { PaymentGateway } from "./gateway";

/**
 * Online payments for orders. An attempt is a provider order for the amount the order owes; a
 * signed callback, a signed webhook or reconciliation marks it paid. However many arrive, an order is
 * paid once: the order row is locked, and the database allows one paid attempt per order. A cash order
 * may be paid online too (docs/product.md#cash-on-delivery-risk): the whole of it with the prepaid offer
 * off, which makes it a paid online order, or the part payment its score asked, after which it stays cash.
 */

const unpaidOrder = (db: Db) =>
  db
    .selectFrom("customer_order")
    .innerJoin("customer", "customer.id", "customer_order.customer_id")
    .select([
      "customer_order.id",
      "customer_order.order_number",
      "customer_order.customer_id",
      "customer_order.total_paise",
      "customer_order.paid_at",
      "customer_order.status",
      "customer_order.payment_type",
      "customer.first_name",
      "customer.last_name",
      "customer.phone_number",
      "customer.email",
    ]);

type OrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof unpaidOrder>["executeTakeFirst"]>>>;

export async function findOrderForPayment(db: Db, where: { orderNumber: string; customerId?: string }): Promise<OrderRow | undefined> {
  let query = unpaidOrder(db).where("customer_order.order_number", "=", where.orderNumber);
  if (where.customerId) query = query.where("customer_order.customer_id", "=", where.customerId);
  return query.executeTakeFirst();
}

/** What the pay-now rules read of an order: its row, its score's ask, and what was paid online towards it. */
export async function payNowOrder(db: Db, order: Pick<OrderRow, "id" | "paid_at" | "status" | "total_paise" | "payment_type">): Promise<PayNowOrder> {
  const [risk, part] = await Promise.all([
    db.selectFrom("order_cod_risk").select(["ask", "part_paise", "confirmed_at"]).where("order_id", "=", order.id).executeTakeFirst(),
    db
      .selectFrom("payment")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("amount_paise"), eb.val("0")).as("paise"))
      .where("order_id", "=", order.id)
      .where("purpose", "=", "part")
      .where("status", "=", "paid")
      .executeTakeFirstOrThrow(),
  ]);
  return {
    paymentType: order.payment_type,
    paid: order.paid_at !== null,
    status: order.status,
    totalPaise: order.total_paise,
    partPaidPaise: order.payment_type === "COD" ? Number(part.paise) : 0,
    risk: risk ? { ask: risk.ask, partPaise: risk.part_paise, confirmed: risk.confirmed_at !== null } : null,
  };
}

const REFUSALS: Record<PayNowRefusal, [code: string, message: string]> = {
  paid: ["already_paid", "Payment is already done !"],
  cancelled: ["order_cancelled", "This order was cancelled, so there is nothing to pay."],
  "moved-on": ["order_moved_on", "Order {orderNumber} has already left for delivery, so it can no longer be paid online. Please pay in cash on delivery."],
  "part-paid": ["part_paid", "You have paid part of order {orderNumber} online; the rest is paid in cash on delivery."],
};

/**
 * The amount to ask of the payer: an online order's total; for a cash order, the whole with the prepaid
 * offer off, or its part payment (`part`). Refuses what cannot be paid now, with its reason.
 */
async function amountToPay(db: Db, order: OrderRow, part: boolean): Promise<number> {
  const refuse = (reason: PayNowRefusal) => {
    const [code, message] = REFUSALS[reason];
    return new DomainError("conflict", code, message, undefined, { orderNumber: order.order_number });
  };
  if (order.paid_at) throw refuse("paid");
  if (order.status === "cancelled") throw refuse("cancelled");
  if (order.payment_type === "online" && !part) return order.total_paise;
  const facts = await payNowOrder(db, order);
  const refusal = payNowRefusal(facts);
  if (refusal) throw refuse(refusal);
  const options = payNowOptions(facts, await codSettings(db));
  const amount = part ? options.part?.amountPaise : options.whole?.amountPaise;
  if (!amount)
    throw new DomainError("conflict", "no_part_payment", "Order {orderNumber} has no part payment to make.", undefined, { orderNumber: order.order_number });
  return amount;
}

/**
 * Starts (or resumes) paying an order online: reuses the latest open attempt for the same amount,
 * otherwise asks the provider for a new order. Refuses paid and cancelled orders, and cash orders that
 * cannot be paid online now (payNowRefusal). The checkout's description (shown on the payment page) is
 * in the payer's language. Two starts at once may each make an attempt: whichever is paid first counts,
 * and recordPaid refunds the other.
 */
export async function startPayment(db: Db, gateway: PaymentGateway, order: OrderRow, language: Language = DEFAULT_LANGUAGE, part = false): Promise<Checkout> {
  const amountPaise = await amountToPay(db, order, part);
  let attempt = await db
    .selectFrom("payment")
    .select(["provider_order_id", "amount_paise"])
    .where("order_id", "=", order.id)
    .where("status", "=", "created")
    .where("provider", "=", gateway.provider)
    .where("purpose", "=", part ? "part" : "order")
    .where("amount_paise", "=", amountPaise)
    .where("created_at", ">", sql<Date>`now() - interval '12 hours'`)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!attempt) {
    const created =
      (await mandateOrder(db, gateway, order)) ??
      (await gateway.createOrder({ amountPaise, receipt: order.order_number, notes: { order_number: order.order_number } }));
    attempt = { provider_order_id: created.id, amount_paise: created.amountPaise };
    await db
      .insertInto("payment")
      .values({
        order_id: order.id,
        provider: gateway.provider,
        provider_order_id: created.id,
        amount_paise: created.amountPaise,
        purpose: part ? "part" : "order",
      })
      .execute();
  }
  return {
    paid: false,
    razorOrder: { id: attempt.provider_order_id, amount: attempt.amount_paise },
    checkoutUrl: gateway.checkoutUrl,
    scriptUrl: gateway.scriptUrl,
    keyId: gateway.keyId,
    orderNumber: order.order_number,
    amount: paiseToRupees(attempt.amount_paise),
    description: translatorFor(language)("Order {orderNumber}", { orderNumber: order.order_number }),
    prefill: { name: `${order.first_name} ${order.last_name}`, contact: `+91${order.phone_number}`, email: order.email },
    fields: { ...(await gateway.checkoutFields(attempt.provider_order_id)), ...(await mandateFields(db, gateway, attempt.provider_order_id)) },
  };
}

/**
 * Records a captured payment the provider vouched for (by signature, signed webhook or its own list),
 * with its amount when the provider gave it (else the attempt's). Idempotent, whatever arrives how
 * often and in which order: the order row is locked, a replay of the payment that paid changes
 * nothing, and a payment the order did not need (the order cancelled or already paid, or another
 * amount than its attempt's and the order's, or a cash order that has left for delivery) is not
 * counted but refunded in full, once. A cash order's payment is its part payment or the whole order
 * (the attempt's purpose): either confirms its score's ask, once, by payment; the whole makes it a paid
 * online order with the prepaid offer it took off its total.
 */
export async function recordPaid(
  db: Db,
  providerOrderId: string,
  providerPaymentId: string,
  amountPaise?: number,
): Promise<{ orderNumber: string; outcome: "paid" | "already-paid" | "refunded" }> {
  return db.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom("payment")
      .innerJoin("customer_order", "customer_order.id", "payment.order_id")
      .select(["payment.id", "customer_order.id as orderId", "customer_order.order_number", "customer_order.customer_id"])
      .where("payment.provider_order_id", "=", providerOrderId)
      .executeTakeFirst();
    if (!attempt) throw new DomainError("not_found", "unknown_payment", "We could not find this payment.");
    const order = await trx
      .selectFrom("customer_order")
      .select(["id", "paid_at", "status", "total_paise", "payment_type"])
      .where("id", "=", attempt.orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // The attempt as it is once the order's lock is ours: a settlement that raced this one (the webhook,
    // the shopper's callback, reconciliation) has committed by then, and its "paid" must be seen here,
    // or the same payment would look like a second one and be refunded.
    const payment = {
      ...attempt,
      ...(await trx
        .selectFrom("payment")
        .select(["status", "provider_payment_id", "amount_paise", "purpose"])
        .where("id", "=", attempt.id)
        .executeTakeFirstOrThrow()),
    };
    const orderNumber = payment.order_number;
    if (payment.status === "paid" && payment.provider_payment_id === providerPaymentId) return { orderNumber, outcome: "already-paid" };

    const paidPaise = amountPaise ?? payment.amount_paise;
    const cash = order.payment_type === "COD" ? await payNowOrder(trx, order) : null;
    const refusal = cash && payNowRefusal(cash);
    const unneeded =
      payment.status === "paid" || order.paid_at || refusal === "part-paid"
        ? "Order already paid by another payment: refunded"
        : order.status === "cancelled"
          ? "Order cancelled before the payment: refunded"
          : refusal === "moved-on"
            ? "Order left for delivery before the payment: refunded"
            : paidPaise !== (cash ? payment.amount_paise : order.total_paise) || paidPaise > order.total_paise
              ? `Paid ${paidPaise} paise for an order of ${order.total_paise}: refunded`
              : null;
    if (unneeded) {
      await trx
        .updateTable("payment")
        .set({ status: "failed", provider_payment_id: providerPaymentId, failure_reason: unneeded, updated_at: new Date() })
        .where("id", "=", payment.id)
        .where("status", "<>", "paid")
        .execute();
      await refundUnneededPayment(trx, { orderId: payment.orderId, orderNumber, customerId: payment.customer_id, providerPaymentId, amountPaise: paidPaise });
      return { orderNumber, outcome: "refunded" };
    }
    await trx
      .updateTable("payment")
      .set({ status: "paid", provider_payment_id: providerPaymentId, failure_reason: null, updated_at: new Date() })
      .where("id", "=", payment.id)
      .execute();
    const part = cash !== null && payment.purpose === "part";
    if (!part) {
      // Paid whole: a cash order becomes an online one, its total what was paid, the rest the offer it took.
      await trx
        .updateTable("customer_order")
        .set({
          paid_at: new Date(),
          updated_at: new Date(),
          ...(cash ? { payment_type: "online" as const, total_paise: paidPaise, prepaid_offer_paise: order.total_paise - paidPaise } : {}),
        })
        .where("id", "=", payment.orderId)
        .execute();
    }
    if (cash) {
      await trx
        .updateTable("order_cod_risk")
        .set({ confirmed_at: new Date(), confirmed_via: "payment" })
        .where("order_id", "=", payment.orderId)
        .where("confirmed_at", "is", null)
        .execute();
    }
    const amount = formatRupees(paiseToRupees(paidPaise));
    await notify(trx, payment.customer_id, {
      title: "Payment received",
      ...(part && cash
        ? {
            body: "We have received {amount} for order {orderNumber}. Please keep the rest, {due}, ready to pay on delivery.",
            params: { amount, orderNumber, due: formatRupees(paiseToRupees(dueOnDelivery({ ...cash, partPaidPaise: paidPaise }))) },
          }
        : { body: "We have received {amount} for order {orderNumber}. Thank you!", params: { amount, orderNumber } }),
      orderId: payment.orderId,
    });
    return { orderNumber, outcome: "paid" };
  });
}

/** Notes a failed attempt the provider vouched for (a signed webhook); an attempt already paid stays paid. */
export async function recordFailed(db: Db, providerOrderId: string, reason: string): Promise<void> {
  await db
    .updateTable("payment")
    .set({ status: "failed", failure_reason: reason.slice(0, 500), updated_at: new Date() })
    .where("provider_order_id", "=", providerOrderId)
    .where("status", "=", "created")
    .execute();
}

/**
 * A failure reported by the shopper's browser (the checkout's unsigned failure callback): changes
 * nothing unless the gateway lists a failed payment for that order (the one named, when a payment id
 * is given) and none that went through; the reason recorded is the gateway's, not the report's.
 */
export async function recordReportedFailure(db: Db, gateway: PaymentGateway, providerOrderId: string, providerPaymentId?: string): Promise<void> {
  const attempt = await db
    .selectFrom("payment")
    .select("id")
    .where("provider_order_id", "=", providerOrderId)
    .where("status", "=", "created")
    .executeTakeFirst();
  if (!attempt) return;
  const payments = await gateway.fetchPayments(providerOrderId);
  if (payments.some((p) => p.status === "authorized" || p.status === "captured")) return;
  const failed = payments.find((p) => p.status === "failed" && (!providerPaymentId || p.id === providerPaymentId));
  if (failed) await recordFailed(db, providerOrderId, failed.errorDescription ?? "payment failed");
}
