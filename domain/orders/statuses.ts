import type { MessageKey } from "../i18n/keys";

/*
 * The order words and rules the browser needs (the order list's and an order's pages), without zod:
 * ./orders.ts holds the schemas, and a schema made at a module's top level stays in every page that
 * imports anything from that module (12 KB gzipped of zod on the order pages, docs/benchmarks.md).
 */

/** The statuses of an order that has a return (docs/product.md#progress-bar, "return flow"). */
const RETURN_STATUSES = [
  "return-requested",
  "return-request-accepted",
  "return-request-rejected",
  "return-request-approved",
  "return-on-the-way",
  "returned",
] as const;

/** Order vocabulary of the specification (§4 Order statuses, §5 filters). */
export const ORDER_STATUSES = ["pending", "accepted", "on-the-way", "reached", "delivered", "not-delivered", "cancelled", ...RETURN_STATUSES] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether an order in this status has a return. */
export const isReturnStatus = (status: OrderStatus) => (RETURN_STATUSES as readonly OrderStatus[]).includes(status);

export const PAYMENT_TYPES = ["COD", "online"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** How a status reads to a shopper; the words of the order list filters (docs/product.md#order-list) where they name one. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageKey> = {
  pending: "Pending",
  accepted: "Accepted",
  "on-the-way": "Out For Delivery",
  reached: "Reached",
  delivered: "Delivered",
  "not-delivered": "Not Delivered",
  cancelled: "Cancelled",
  "return-requested": "Return Requested",
  "return-request-accepted": "Return Request Accepted",
  "return-request-rejected": "Return Request Rejected",
  "return-request-approved": "Return Request Approved",
  "return-on-the-way": "Out For Pickup",
  returned: "Returned",
};

/** The order list filter select: the spec's 14 labels in its order, each with its filter value. */
export const ORDER_FILTERS = [
  { label: "Out For Delivery", value: "status:on-the-way" },
  { label: "Pending", value: "status:pending" },
  { label: "Accepted", value: "status:accepted" },
  { label: "Cancelled", value: "status:cancelled" },
  { label: "Delivered", value: "status:delivered" },
  { label: "Not Delivered", value: "status:not-delivered" },
  { label: "Cash on Delivery", value: "paymentType:COD" },
  { label: "Online Payment", value: "paymentType:online" },
  { label: "Return Requested", value: "status:return-requested" },
  { label: "Return Request Accepted", value: "status:return-request-accepted" },
  { label: "Return Request Rejected", value: "status:return-request-rejected" },
  { label: "Returned", value: "status:returned" },
  { label: "Out For Pickup", value: "status:return-on-the-way" },
  { label: "All", value: "all" },
] as const;

/** The order list sort select. */
export const ORDER_SORTS = [
  { label: "Newest First", value: "DESC" },
  { label: "Oldest First", value: "ASC" },
] as const;
/** The statuses of an order still on its way to the shopper. */
const UNDER_WAY: readonly OrderStatus[] = ["pending", "accepted", "on-the-way", "reached"];
/** Whether an order may be bought again (docs/product.md#buy-again): once its way has ended, delivered or not. */
export const canBuyAgain = (status: OrderStatus) => !UNDER_WAY.includes(status);

/** The order a message of the order event stream (SSE `event: order`, `{orderId, status}`) is about; null for anything unreadable. */
export function movedOrderId(message: string): string | null {
  try {
    const data: unknown = JSON.parse(message);
    if (typeof data !== "object" || data === null) return null;
    const { orderId, status } = data as Record<string, unknown>;
    return typeof orderId === "string" && (ORDER_STATUSES as readonly unknown[]).includes(status) ? orderId : null;
  } catch {
    return null;
  }
}
