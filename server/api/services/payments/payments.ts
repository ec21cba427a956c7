import { sql } from "kysely";
import type { Checkout } from "@domain/payments/checkout";
import { translatorFor } from "@domain/i18n/catalog";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import { formatRupees, paiseToRupees } from "@domain/shared/money";
import type { Db } from "../../db";
import { DomainError } from "../errors";
import { notify } from "../notifications/notifications";
import { refundUnneededPayment } from "../orders/refunds";
import { mandateFields, mandateOrder } from "../subscriptions/mandate-orders";
import type { PaymentGateway } from "./gateway";

/**
 * Online payments for orders. An attempt is a provider order for the amount the order owes; a
 * signed callback, a signed webhook or reconciliation marks it paid. However many arrive, an order is
 * paid once: the order row is locked, and the database allows one paid attempt per order.
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

/**
 * Starts (or resumes) paying an order online: reuses the latest open attempt for the same amount,
 * otherwise asks the provider for a new order. Refuses paid and cancelled orders. The checkout's
 * description (shown on the payment page) is in the payer's language.
 */
export async function startPayment(db: Db, gateway: PaymentGateway, order: OrderRow, language: Language = DEFAULT_LANGUAGE): Promise<Checkout> {
  if (order.paid_at) throw new DomainError("conflict", "already_paid", "Payment is already done !");
  if (order.status === "cancelled") throw new DomainError("conflict", "order_cancelled", "This order was cancelled, so there is nothing to pay.");
  let attempt = await db
    .selectFrom("payment")
    .select(["provider_order_id", "amount_paise"])
    .where("order_id", "=", order.id)
    .where("status", "=", "created")
    .where("provider", "=", gateway.provider)
    .where("amount_paise", "=", order.total_paise)
    .where("created_at", ">", sql<Date>`now() - interval '12 hours'`)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!attempt) {
    const created =
      (await mandateOrder(db, gateway, order)) ??
      (await gateway.createOrder({ amountPaise: order.total_paise, receipt: order.order_number, notes: { order_number: order.order_number } }));
    attempt = { provider_order_id: created.id, amount_paise: created.amountPaise };
    await db
      .insertInto("payment")
      .values({ order_id: order.id, provider: gateway.provider, provider_order_id: created.id, amount_paise: created.amountPaise })
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
 * amount than the order's) is not counted but refunded in full, once.
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
      .select(["paid_at", "status", "total_paise"])
      .where("id", "=", attempt.orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // The attempt as it is once the order's lock is ours: a settlement that raced this one (the webhook,
    // the shopper's callback, reconciliation) has committed by then, and its "paid" must be seen here,
    // or the same payment would look like a second one and be refunded.
    const payment = {
      ...attempt,
      ...(await trx.selectFrom("payment").select(["status", "provider_payment_id", "amount_paise"]).where("id", "=", attempt.id).executeTakeFirstOrThrow()),
    };
    const orderNumber = payment.order_number;
    if (payment.status === "paid" && payment.provider_payment_id === providerPaymentId) return { orderNumber, outcome: "already-paid" };

    const paidPaise = amountPaise ?? payment.amount_paise;
    const unneeded =
      payment.status === "paid" || order.paid_at
        ? "Order already paid by another payment: refunded"
        : order.status === "cancelled"
          ? "Order cancelled before the payment: refunded"
          : paidPaise !== order.total_paise
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
    await trx.updateTable("customer_order").set({ paid_at: new Date(), updated_at: new Date() }).where("id", "=", payment.orderId).execute();
    await notify(trx, payment.customer_id, {
      title: "Payment received",
      body: "We have received {amount} for order {orderNumber}. Thank you!",
      params: { amount: formatRupees(paiseToRupees(paidPaise)), orderNumber },
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
