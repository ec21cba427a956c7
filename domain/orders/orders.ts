import { isPastPromise } from "../delivery/promise";
import { canBuyAgain, isReturnStatus, ORDER_STATUSES, PAYMENT_TYPES, type OrderStatus, type PaymentType } from "./statuses";

export { canBuyAgain, ORDER_FILTERS, ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_TYPES, type OrderStatus, type PaymentType } from "./statuses";

// ---------------------------------------------------------------------------------------------------
// Order list filters and sorting (docs/product.md#order-list)

export const ORDER_LIST_DEFAULTS = { sort: "DESC", filter: "all", page: 1 } as const;
export const ORDER_LIST_PAGE_SIZE = 10;
/** Operators' queue (docs/operator-api.md): 50 orders a page. */
export const OPERATOR_ORDER_PAGE_SIZE = 50;

/** Every filter value the API accepts: all, status:{each of the 13 statuses}, paymentType:COD|online. */
export const ORDER_FILTER_VALUES: readonly string[] = [
  "all",
  ...ORDER_STATUSES.map((status) => `status:${status}`),
  ...PAYMENT_TYPES.map((type) => `paymentType:${type}`),
];

type OrderFilter = { kind: "all" } | { kind: "status"; status: OrderStatus } | { kind: "paymentType"; paymentType: PaymentType };

/** A filter value as the list query means it; null for anything not in ORDER_FILTER_VALUES. */
export function parseOrderFilter(value: string): OrderFilter | null {
  if (value === "all") return { kind: "all" };
  const [key, rest, ...extra] = value.split(":");
  if (extra.length || rest === undefined) return null;
  if (key === "status" && (ORDER_STATUSES as readonly string[]).includes(rest)) return { kind: "status", status: rest as OrderStatus };
  if (key === "paymentType" && (PAYMENT_TYPES as readonly string[]).includes(rest)) return { kind: "paymentType", paymentType: rest as PaymentType };
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Progress bar and actions (docs/product.md#progress-bar, #actions-by-status)

/** Progress bar percent (docs/product.md#progress-bar): the forward table, or the return-flow table once the order has a return. */
export function progressPercent(status: OrderStatus, returnFlow: boolean): number {
  if (returnFlow) {
    switch (status) {
      case "return-requested":
        return 1;
      case "return-request-accepted":
      case "return-request-rejected":
      case "return-request-approved":
        return 34;
      case "return-on-the-way":
        return 68;
      case "returned":
      case "not-delivered":
        return 100;
      default:
        return 1;
    }
  }
  switch (status) {
    case "pending":
    case "cancelled":
      return 1;
    case "accepted":
      return 34;
    case "on-the-way":
    case "reached":
      return 68;
    case "delivered":
    case "not-delivered":
      return 100;
    default:
      return 1;
  }
}

/** An order's progress as the page shows it: the return table exactly when the order has a return. */
export const orderProgress = (status: OrderStatus) => progressPercent(status, isReturnStatus(status));

export const ORDER_ACTIONS = ["track", "cancel", "review", "invoice", "return", "buy-again", "buy-refills"] as const;
type OrderAction = (typeof ORDER_ACTIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Return window (docs/product.md#returns-and-refunds): 7 days from delivery; 10 days (from the order's placing) when the delivery time is unknown. */
const RETURN_WINDOW_DAYS = 7;
const RETURN_WINDOW_UNKNOWN_DELIVERY_DAYS = 10;

/** Whether a delivered order may still be returned at `now`: strictly fewer days than the window (exactly 7 days is refused). */
export function withinReturnWindow(order: { deliveredAt: string | null; placedAt?: string | null; now: Date }): boolean {
  const from = order.deliveredAt ?? order.placedAt ?? null;
  if (!from) return false;
  const days = order.deliveredAt ? RETURN_WINDOW_DAYS : RETURN_WINDOW_UNKNOWN_DELIVERY_DAYS;
  const elapsed = order.now.getTime() - new Date(from).getTime();
  return Number.isFinite(elapsed) && elapsed < days * DAY_MS;
}

/**
 * The actions §4 allows for an order, in a fixed order: Track (on-the-way or return-on-the-way),
 * Cancel (pending), Review (delivered), Invoice (the order has been delivered: delivered, or anywhere
 * in the return flow; never cancelled), Return (delivered, inside the return window). The page shows
 * exactly these and the API refuses the others.
 */
export function orderActions(order: {
  status: OrderStatus;
  deliveredAt: string | null;
  placedAt?: string | null;
  now: Date;
  /** Whether a line's product is a bottle with a refill ("buy-refills"). */
  refillable?: boolean;
}): OrderAction[] {
  const { status } = order;
  const actions: OrderAction[] = [];
  if (status === "on-the-way" || status === "return-on-the-way") actions.push("track");
  if (status === "pending") actions.push("cancel");
  if (status === "delivered") actions.push("review");
  if (status === "delivered" || isReturnStatus(status)) actions.push("invoice");
  if (status === "delivered" && withinReturnWindow(order)) actions.push("return");
  if (canBuyAgain(status)) actions.push(...(order.refillable ? (["buy-again", "buy-refills"] as const) : (["buy-again"] as const)));
  return actions;
}

// ---------------------------------------------------------------------------------------------------
// The state machine (docs/decisions/010-order-state-machine.md)

export type OrderActor = "customer" | "operator";

/**
 * Which status may follow which, and who may make the move: the customer cancels a pending order
 * and asks to return a delivered one; operators make every other move.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly { to: OrderStatus; by: OrderActor }[]>> = {
  pending: [
    { to: "accepted", by: "operator" },
    { to: "cancelled", by: "customer" },
    { to: "cancelled", by: "operator" },
  ],
  accepted: [
    { to: "on-the-way", by: "operator" },
    { to: "cancelled", by: "operator" },
  ],
  "on-the-way": [
    { to: "reached", by: "operator" },
    { to: "delivered", by: "operator" },
    { to: "not-delivered", by: "operator" },
  ],
  reached: [
    { to: "delivered", by: "operator" },
    { to: "not-delivered", by: "operator" },
  ],
  "not-delivered": [
    { to: "on-the-way", by: "operator" },
    { to: "cancelled", by: "operator" },
  ],
  delivered: [{ to: "return-requested", by: "customer" }],
  "return-requested": [
    { to: "return-request-accepted", by: "operator" },
    { to: "return-request-rejected", by: "operator" },
  ],
  "return-request-accepted": [
    { to: "return-request-approved", by: "operator" },
    { to: "return-request-rejected", by: "operator" },
  ],
  "return-request-approved": [{ to: "return-on-the-way", by: "operator" }],
  "return-on-the-way": [{ to: "returned", by: "operator" }],
  "return-request-rejected": [],
  cancelled: [],
  returned: [],
};

/** The statuses `actor` may move an order in `status` to. */
export function nextStatuses(status: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((t) => t.by === actor).map((t) => t.to);
}

export const canMove = (from: OrderStatus, to: OrderStatus, actor: OrderActor) => nextStatuses(from, actor).includes(to);

// ---------------------------------------------------------------------------------------------------
// Customer forms: cancel, return

export const RETURN_REASONS = ["Damaged or leaking", "Wrong product delivered", "Product not as described", "Quality not as expected", "Other"] as const;

export const returnMessages = {
  reason: "Please select a reason",
  comment: "Please keep your comment under 500 characters",
  upiRequired: "Please enter your UPI ID",
  upiInvalid: "Please enter a valid UPI ID, like name@bank",
  cancelRefused: "This order can no longer be cancelled.",
  returnRefused: "This order can no longer be returned.",
} as const;

// ---------------------------------------------------------------------------------------------------
// API responses

export const REFUND_METHODS = ["gateway", "upi"] as const;
export const REFUND_STATES = ["pending", "processed", "failed"] as const;

export const REFUND_STATE_FILTERS = ["all", ...REFUND_STATES] as const;

/** The statuses of an order still to be delivered (a failed attempt is tried again): past its promise in one of them, it is late. */
const AWAITING_DELIVERY: readonly OrderStatus[] = ["pending", "accepted", "on-the-way", "reached", "not-delivered"];

/**
 * Whether an order is late: still to be delivered after India's today passed the last promised day.
 * An online order not paid yet waits for its shopper, not for the shop, so it is never late.
 */
export const isDelayed = (order: { status: OrderStatus; paymentType: PaymentType; paid: boolean; promise: { to: string } | null }, now: Date) =>
  !!order.promise && AWAITING_DELIVERY.includes(order.status) && (order.paymentType !== "online" || order.paid) && isPastPromise(order.promise.to, now);
