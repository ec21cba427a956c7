import { sql } from "kysely";
import { nextStatuses, returnMessages, withinReturnWindow, type OrderActor, type OrderStatus } from "@domain/orders/orders";
import { type ReturnOrderInput } from "@domain/orders/schemas";
import type { Db } from "../../db";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";
import { publish } from "../notifications/events";
import { notify } from "../notifications/notifications";
import { rewardReferrer } from "../cart/referrals";
import { createRefund } from "./refunds";
import { scheduleReminders } from "../refills/refill-reminders";
import { awaitingConfirmation } from "../cod/ladder";

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

/**
 * What the customer is told about each status: the title names the order and its new status (the
 * status's label, ORDER_STATUS_LABELS, written whole into each title so it is translated with it), the
 * body says what it means. Templates, written in the customer's language by `notify`.
 */
const TITLES: Record<OrderStatus, string> = {
  pending: "Order {orderNumber}: Pending",
  accepted: "Order {orderNumber}: Accepted",
  "on-the-way": "Order {orderNumber}: Out For Delivery",
  reached: "Order {orderNumber}: Reached",
  delivered: "Order {orderNumber}: Delivered",
  "not-delivered": "Order {orderNumber}: Not Delivered",
  cancelled: "Order {orderNumber}: Cancelled",
  "return-requested": "Order {orderNumber}: Return Requested",
  "return-request-accepted": "Order {orderNumber}: Return Request Accepted",
  "return-request-rejected": "Order {orderNumber}: Return Request Rejected",
  "return-request-approved": "Order {orderNumber}: Return Request Approved",
  "return-on-the-way": "Order {orderNumber}: Out For Pickup",
  returned: "Order {orderNumber}: Returned",
};
const NEWS: Record<OrderStatus, string> = {
  pending: "Your order {orderNumber} is pending.",
  accepted: "Your order {orderNumber} has been accepted and is being packed.",
  "on-the-way": "Your order {orderNumber} is out for delivery.",
  reached: "Your order {orderNumber} has reached your area.",
  delivered: "Your order {orderNumber} has been delivered. Thank you for shopping with us!",
  "not-delivered": "Your order {orderNumber} could not be delivered. We will try again or get in touch.",
  cancelled: "Your order {orderNumber} has been cancelled.",
  "return-requested": "We have your return request for order {orderNumber} and will review it shortly.",
  "return-request-accepted": "Your return request for order {orderNumber} has been accepted.",
  "return-request-rejected": "Your return request for order {orderNumber} has been rejected.",
  "return-request-approved": "Your return of order {orderNumber} has been approved; we will book a pickup.",
  "return-on-the-way": "Order {orderNumber} is out for pickup.",
  returned: "Order {orderNumber} has been returned to us. Your refund is on its way.",
};

type Move = {
  orderNumber: string;
  to: OrderStatus;
  actor: OrderActor;
  /** The customer's own orders only (another customer's order is not found). */
  customerId?: string;
  note?: string | null;
  /** The operator making an operator's move, whose move is audited (docs/decisions/030). */
  operator?: Actor;
  /** A move the shop makes by itself (a pass, the courier's word: docs/product.md#delivery-outcomes): its event is the system's; `actor` says whose moves it may make. */
  system?: boolean;
  /** What the customer is told, when not the status's news. */
  news?: string;
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
    allowed.length ? "Order {orderNumber} is {status}; it can move to {allowed}." : "Order {orderNumber} is {status}; it can move to no other status.",
    undefined,
    { orderNumber: order.order_number, status: order.status, allowed: allowed.join(", ") },
  );
}

/** Runs `work` inside the transaction given, or in a new one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));

/**
 * Moves an order along the state machine (domain/orders/orders.ts, decision 010) in one transaction with
 * the order row locked: the status, its event, delivered_at, stock back on cancelled and returned,
 * the referral use released on cancel (coupon uses of cancelled orders stop counting by themselves),
 * the refund, the referrer's reward on delivery, the customer's notification and the live event.
 * Two racing moves serialise on the row lock; the second sees the new status and is refused. Given a
 * transaction, the move is made inside it (a delivery outcome and the moves it makes are one).
 */
export async function moveOrder(db: Db, move: Move): Promise<{ orderId: string }> {
  return inTransaction(db, async (trx) => {
    let query = trx
      .selectFrom("customer_order")
      .select(["id", "order_number", "customer_id", "status", "payment_type", "paid_at", "total_paise", "delivered_at", "created_at"])
      .where("order_number", "=", move.orderNumber);
    if (move.customerId) query = query.where("customer_id", "=", move.customerId);
    const order = await query.forUpdate().executeTakeFirst();
    if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
    if (!nextStatuses(order.status, move.actor).includes(move.to)) throw refusal(order, move.to, move.actor);
    if (move.to === "accepted" && order.payment_type === "online" && !order.paid_at) {
      throw new DomainError("conflict", "awaiting_payment", "Order {orderNumber} is not paid yet; it can be accepted once paid.", undefined, {
        orderNumber: order.order_number,
      });
    }
    if (move.to === "accepted" && (await awaitingConfirmation(trx, order.id))) {
      throw new DomainError(
        "conflict",
        "awaiting_confirmation",
        "Order {orderNumber} is awaiting the shopper's confirmation; it can be accepted once confirmed.",
        undefined,
        { orderNumber: order.order_number },
      );
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
      .values({
        order_id: order.id,
        status: move.to,
        note: move.note ?? null,
        actor: move.system ? "system" : move.actor,
        operator_name: move.operator?.name ?? null,
        created_at: now,
      })
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
    // A refund when something was paid (createRefund finds what): a paid order, a cash order's part paid online, a return.
    if (move.to === "cancelled" || move.to === "returned") {
      const upi = await trx.selectFrom("order_return").select("upi_id").where("order_id", "=", order.id).executeTakeFirst();
      await createRefund(trx, { ...order, upiId: upi?.upi_id ?? null });
    }
    if (move.to === "delivered") {
      await rewardReferrer(trx, order.id);
      await scheduleReminders(trx, [order.id], now);
    }
    if (move.operator) {
      await audit(trx, move.operator, {
        action: "order.move",
        entityType: "order",
        entityId: order.order_number,
        before: { status: order.status },
        after: { status: move.to, note: move.note ?? null },
      });
    }

    await notify(trx, order.customer_id, {
      title: TITLES[move.to],
      body: move.news ?? NEWS[move.to],
      params: { orderNumber: order.order_number },
      // An operator's note goes to the customer as written; a customer's own (a return's reason) does not.
      note: move.actor === "operator" ? move.note : null,
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
