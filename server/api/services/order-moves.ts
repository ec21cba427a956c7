import { sql } from "kysely";
import {
  ORDER_STATUS_LABELS,
  nextStatuses,
  returnMessages,
  withinReturnWindow,
  type OrderActor,
  type OrderStatus,
  type ReturnOrderInput,
} from "@domain/orders/orders";
import type { Db } from "../db";
import { DomainError } from "./errors";
import { publish } from "./events";
import { notify } from "./notifications";
import { rewardReferrer } from "./referrals";
import { createRefund } from "./refunds";

type OrderRow = {
  id: string;
  order_number: string;
  customer_id: string;
  status: OrderStatus;
  payment_type: "COD" | "online";
  paid_at: Date | null;
  total_paise: number;
  delivered_at: Date | null;
  created_at: Date;
};

/** What the customer is told about each status (title and body name the order and its new status). */
const NEWS: Record<OrderStatus, (order: string) => string> = {
  pending: (n) => `Your order ${n} is pending.`,
  accepted: (n) => `Your order ${n} has been accepted and is being packed.`,
  "on-the-way": (n) => `Your order ${n} is out for delivery.`,
  reached: (n) => `Your order ${n} has reached your area.`,
  delivered: (n) => `Your order ${n} has been delivered. Thank you for shopping with us!`,
  "not-delivered": (n) => `Your order ${n} could not be delivered. We will try again or get in touch.`,
  cancelled: (n) => `Your order ${n} has been cancelled.`,
  "return-requested": (n) => `We have your return request for order ${n} and will review it shortly.`,
  "return-request-accepted": (n) => `Your return request for order ${n} has been accepted.`,
  "return-request-rejected": (n) => `Your return request for order ${n} has been rejected.`,
  "return-request-approved": (n) => `Your return of order ${n} has been approved; we will book a pickup.`,
  "return-on-the-way": (n) => `Order ${n} is out for pickup.`,
  returned: (n) => `Order ${n} has been returned to us. Your refund is on its way.`,
};

type Move = {
  orderNumber: string;
  to: OrderStatus;
  actor: OrderActor;
  /** The customer's own orders only (another customer's order is not found). */
  customerId?: string;
  note?: string | null;
  /** Checks and writes of this move, inside its transaction, after the transition is known to be allowed. */
  before?: (trx: Db, order: OrderRow) => Promise<void>;
};

function refusal(order: OrderRow, to: OrderStatus, actor: OrderActor): DomainError {
  if (actor === "customer" && to === "cancelled") return new DomainError("conflict", "cancel_refused", returnMessages.cancelRefused);
  if (actor === "customer" && to === "return-requested") return new DomainError("conflict", "return_refused", returnMessages.returnRefused);
  const allowed = nextStatuses(order.status, actor);
  return new DomainError(
    "conflict",
    "transition_refused",
    `Order ${order.order_number} is ${order.status}; it can move to ${allowed.length ? allowed.join(", ") : "no other status"}.`,
  );
}

/**
 * Moves an order along the state machine (domain/orders/orders.ts, decision 010) in one transaction with
 * the order row locked: the status, its event, delivered_at, stock back on cancelled and returned,
 * the referral use released on cancel (coupon uses of cancelled orders stop counting by themselves),
 * the refund, the referrer's reward on delivery, the customer's notification and the live event.
 * Two racing moves serialise on the row lock; the second sees the new status and is refused.
 */
export async function moveOrder(db: Db, move: Move): Promise<{ orderId: string }> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("customer_order")
      .select(["id", "order_number", "customer_id", "status", "payment_type", "paid_at", "total_paise", "delivered_at", "created_at"])
      .where("order_number", "=", move.orderNumber);
    if (move.customerId) query = query.where("customer_id", "=", move.customerId);
    const order = await query.forUpdate().executeTakeFirst();
    if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
    if (!nextStatuses(order.status, move.actor).includes(move.to)) throw refusal(order, move.to, move.actor);
    if (move.to === "accepted" && order.payment_type === "online" && !order.paid_at) {
      throw new DomainError("conflict", "awaiting_payment", `Order ${order.order_number} is not paid yet; it can be accepted once paid.`);
    }
    await move.before?.(trx, order);

    const now = new Date();
    await trx
      .updateTable("customer_order")
      .set({ status: move.to, updated_at: now, ...(move.to === "delivered" ? { delivered_at: now } : {}) })
      .where("id", "=", order.id)
      .execute();
    const event = await trx
      .insertInto("order_status_event")
      .values({ order_id: order.id, status: move.to, note: move.note ?? null, actor: move.actor, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();

    if (move.to === "cancelled" || move.to === "returned") {
      await sql`
        update product set stock = product.stock + order_line.quantity, updated_at = now()
        from order_line where order_line.order_id = ${order.id} and product.id = order_line.product_id`.execute(trx);
    }
    if (move.to === "cancelled") {
      // The friend's referral may be used again by a later order (until it has earned its reward).
      await trx.updateTable("referral").set({ order_id: null, ordered_at: null }).where("order_id", "=", order.id).where("rewarded_at", "is", null).execute();
    }
    if ((move.to === "cancelled" && order.paid_at) || move.to === "returned") {
      const upi = await trx.selectFrom("order_return").select("upi_id").where("order_id", "=", order.id).executeTakeFirst();
      await createRefund(trx, { ...order, upiId: upi?.upi_id ?? null });
    }
    if (move.to === "delivered") await rewardReferrer(trx, order.id);

    const label = ORDER_STATUS_LABELS[move.to];
    await notify(trx, order.customer_id, {
      title: `Order ${order.order_number}: ${label}`,
      body: `${NEWS[move.to](order.order_number)}${move.actor === "operator" && move.note ? ` ${move.note}` : ""}`,
      orderId: order.id,
    });
    await publish(trx, { type: "order", customerId: order.customer_id, orderId: order.order_number, status: move.to, eventId: event.id });
    return { orderId: order.id };
  });
}

/** The customer cancels a pending order (docs/product.md#actions-by-status). */
export const cancelOrder = (db: Db, customerId: string, orderNumber: string) => moveOrder(db, { orderNumber, customerId, to: "cancelled", actor: "customer" });

/**
 * The customer asks to return a delivered order inside the return window (docs/product.md#actions-by-status); a
 * cash-on-delivery order needs a UPI id to refund to.
 */
export const requestReturn = (db: Db, customerId: string, input: ReturnOrderInput, now = new Date()) =>
  moveOrder(db, {
    orderNumber: input.orderId,
    customerId,
    to: "return-requested",
    actor: "customer",
    note: input.reason,
    before: async (trx, order) => {
      const window = { deliveredAt: order.delivered_at?.toISOString() ?? null, placedAt: order.created_at.toISOString(), now };
      if (!withinReturnWindow(window)) throw new DomainError("conflict", "return_window_closed", "The return window for this order has closed.");
      if (order.payment_type === "COD" && !input.upiId) {
        throw new DomainError("invalid", "validation", returnMessages.upiRequired, { upiId: returnMessages.upiRequired });
      }
      await trx
        .insertInto("order_return")
        .values({ order_id: order.id, reason: input.reason, comment: input.comment, upi_id: order.payment_type === "COD" ? input.upiId : null })
        .execute();
    },
  });
