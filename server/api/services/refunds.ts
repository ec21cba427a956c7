import { formatRupees, paiseToRupees } from "@domain/shared/money";
import type { Refund } from "@domain/orders/orders";
import type { Db } from "../db";
import { notify } from "./notifications";
import { enqueue, type OutboxHandler } from "./outbox";
import type { PaymentGateway } from "./payments/gateway";

const GATEWAY_REFUND = "refund.gateway";

/**
 * Inside an order move's transaction: the order's one refund (the unique order id makes a second
 * impossible). A paid online order is refunded to the card through the gateway, after commit, by the
 * outbox worker; a cash-on-delivery order to the UPI id the customer gave, paid out by operators.
 */
export async function createRefund(
  trx: Db,
  order: { id: string; customer_id: string; total_paise: number; payment_type: "COD" | "online"; upiId: string | null },
) {
  if (order.total_paise <= 0) return;
  if (order.payment_type === "online") {
    const payment = await trx
      .selectFrom("payment")
      .select("provider_payment_id")
      .where("order_id", "=", order.id)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (!payment?.provider_payment_id) return;
    const refund = await trx
      .insertInto("refund")
      .values({
        order_id: order.id,
        customer_id: order.customer_id,
        amount_paise: order.total_paise,
        method: "gateway",
        provider_payment_id: payment.provider_payment_id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueue(trx, GATEWAY_REFUND, { refundId: refund.id });
  } else if (order.upiId) {
    await trx
      .insertInto("refund")
      .values({ order_id: order.id, customer_id: order.customer_id, amount_paise: order.total_paise, method: "upi", upi_id: order.upiId })
      .execute();
  }
}

const refundRow = (db: Db, refundId: string) =>
  db
    .selectFrom("refund")
    .innerJoin("customer_order", "customer_order.id", "refund.order_id")
    .select([
      "refund.id",
      "refund.state",
      "refund.amount_paise",
      "refund.provider_payment_id",
      "refund.customer_id",
      "refund.order_id",
      "customer_order.order_number",
    ])
    .where("refund.id", "=", refundId)
    .executeTakeFirst();

/** The outbox handler that asks the gateway for a refund; a refund no longer pending is left alone. */
export function gatewayRefunds(db: Db, gateway: PaymentGateway): Record<string, OutboxHandler> {
  return {
    [GATEWAY_REFUND]: {
      async run(payload) {
        const refund = await refundRow(db, String(payload.refundId));
        if (!refund || refund.state !== "pending" || !refund.provider_payment_id) return;
        const answer = await gateway.refund(refund.provider_payment_id, refund.amount_paise);
        const processed = answer.status === "processed";
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("refund")
            .set({ provider_refund_id: answer.id, state: processed ? "processed" : "pending", processed_at: processed ? new Date() : null })
            .where("id", "=", refund.id)
            .where("state", "=", "pending")
            .execute();
          if (processed) {
            await notify(trx, refund.customer_id, {
              title: "Refund for order {orderNumber}",
              body: "{amount} for order {orderNumber} is on its way back to your card. Banks take 5 to 7 working days.",
              params: { amount: formatRupees(paiseToRupees(refund.amount_paise)), orderNumber: refund.order_number },
              orderId: refund.order_id,
            });
          }
        });
      },
      async giveUp(payload, error) {
        await db
          .updateTable("refund")
          .set({ state: "failed", failure_reason: error.slice(0, 500) })
          .where("id", "=", String(payload.refundId))
          .where("state", "=", "pending")
          .execute();
      },
    },
  };
}

const toRefund = (r: {
  order_number: string;
  amount_paise: number;
  method: "gateway" | "upi";
  state: "pending" | "processed" | "failed";
  created_at: Date;
  processed_at: Date | null;
}): Refund => ({
  orderId: r.order_number,
  amount: paiseToRupees(r.amount_paise),
  method: r.method,
  state: r.state,
  createdAt: r.created_at.toISOString(),
  processedAt: r.processed_at?.toISOString() ?? null,
});

const refundsQuery = (db: Db) =>
  db
    .selectFrom("refund")
    .innerJoin("customer_order", "customer_order.id", "refund.order_id")
    .select(["customer_order.order_number", "refund.amount_paise", "refund.method", "refund.state", "refund.created_at", "refund.processed_at"]);

/** The customer's refunds, newest first. */
export async function listRefunds(db: Db, customerId: string): Promise<{ list: Refund[]; count: number }> {
  const rows = await refundsQuery(db).where("refund.customer_id", "=", customerId).orderBy("refund.created_at", "desc").orderBy("refund.id", "desc").execute();
  return { list: rows.map(toRefund), count: rows.length };
}

/** An order's refund, if it has one. */
export async function refundOfOrder(db: Db, orderId: string): Promise<Refund | null> {
  const row = await refundsQuery(db).where("refund.order_id", "=", orderId).executeTakeFirst();
  return row ? toRefund(row) : null;
}
