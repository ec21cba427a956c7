import { z } from "zod";
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
const ORDER_FILTER_VALUES: readonly string[] = [
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

const filterMessage = `filter must be one of: ${ORDER_FILTER_VALUES.join(", ")}`;

/** getOrderList's query: sort ASC|DESC (default DESC), filter (default all), page from 1 (pages of 10). */
export const orderListQuerySchema = z.object({
  sort: z.enum(["ASC", "DESC"], { errorMap: () => ({ message: "sort must be ASC or DESC" }) }).default(ORDER_LIST_DEFAULTS.sort),
  filter: z
    .string({ invalid_type_error: filterMessage })
    .default(ORDER_LIST_DEFAULTS.filter)
    .refine((value) => parseOrderFilter(value) !== null, filterMessage),
  page: z.coerce
    .number({ invalid_type_error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100000, "page must be a whole number from 1")
    .default(ORDER_LIST_DEFAULTS.page),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

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

const ORDER_ACTIONS = ["track", "cancel", "review", "invoice", "return", "buy-again", "buy-refills"] as const;
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

const orderMessage = "Please choose an order";
/** An order number as the API and the pages know it: NHC and at least seven digits. */
export const orderNumberField = z
  .string({ required_error: orderMessage, invalid_type_error: orderMessage })
  .trim()
  .regex(/^NHC\d{7,}$/, orderMessage);

export const RETURN_REASONS = ["Damaged or leaking", "Wrong product delivered", "Product not as described", "Quality not as expected", "Other"] as const;

export const returnMessages = {
  reason: "Please select a reason",
  comment: "Please keep your comment under 500 characters",
  upiRequired: "Please enter your UPI ID",
  upiInvalid: "Please enter a valid UPI ID, like name@bank",
  cancelRefused: "This order can no longer be cancelled.",
  returnRefused: "This order can no longer be returned.",
} as const;

/** A UPI id (virtual payment address) like name@bank: 2 to 256 letters, digits, dots, hyphens or underscores, @, a bank handle. */
export const upiIdField = z
  .string({ required_error: returnMessages.upiRequired, invalid_type_error: returnMessages.upiRequired })
  .trim()
  .min(1, returnMessages.upiRequired)
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, returnMessages.upiInvalid);

export const cancelOrderSchema = z.object({ orderId: orderNumberField });

/**
 * The return form. The UPI id is optional here (blank is none) but must be valid when given; a
 * cash-on-delivery order needs one, which the API checks since it knows the payment type (field
 * error upiId: "Please enter your UPI ID").
 */
export const returnOrderSchema = z.object({
  orderId: orderNumberField,
  reason: z.enum(RETURN_REASONS, { errorMap: () => ({ message: returnMessages.reason }) }),
  comment: z
    .string({ invalid_type_error: returnMessages.comment })
    .trim()
    .max(500, returnMessages.comment)
    .nullish()
    .transform((comment) => comment || null),
  upiId: z
    .string({ invalid_type_error: returnMessages.upiInvalid })
    .trim()
    .nullish()
    .transform((upi) => upi || null)
    .pipe(upiIdField.nullable()),
});
export type ReturnOrderInput = z.infer<typeof returnOrderSchema>;

// ---------------------------------------------------------------------------------------------------
// API responses

export const rupees = z.number();
const isoTime = z.string().describe("ISO 8601 time");

export const orderSummarySchema = z.object({
  id: z.string().describe("The order number"),
  placedAt: isoTime,
  itemCount: z.number().int().describe("Units in the order"),
  lineCount: z.number().int().describe("Products in the order"),
  items: z
    .array(z.object({ productName: z.string(), image: z.string() }))
    .describe("The order's first two products by name (in the asked language where the product has one), with their pictures"),
  orderTotal: rupees,
  paymentType: z.enum(PAYMENT_TYPES),
  status: z.enum(ORDER_STATUSES),
  progress: z.number().int().describe("Progress bar percent, 0 to 100"),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const REFUND_METHODS = ["gateway", "upi"] as const;
const REFUND_STATES = ["pending", "processed", "failed"] as const;

export const refundSchema = z.object({
  id: z.string().describe("The refund's number"),
  orderId: z.string().describe("The order number"),
  amount: rupees,
  method: z.enum(REFUND_METHODS).describe("gateway: back to the card through the payment gateway; upi: to the customer's UPI id"),
  state: z.enum(REFUND_STATES),
  createdAt: isoTime,
  processedAt: isoTime.nullable(),
  reference: z.string().nullable().describe("The bank's reference of the transfer (UTR) or of the card refund (ARN), else the gateway's refund id"),
  expectedBy: isoTime.nullable().describe("When the money should be in the shopper's account; null once it is, or if the refund failed"),
});
export type Refund = z.infer<typeof refundSchema>;

export const operatorRefundSchema = refundSchema.extend({
  reason: z
    .enum(["order", "unexpected_payment"])
    .describe("order: the order was cancelled after payment or returned; unexpected_payment: a payment the order did not need"),
  upiId: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;
export const REFUND_STATE_FILTERS = ["all", ...REFUND_STATES] as const;

export const orderEventSchema = z.object({ status: z.enum(ORDER_STATUSES), at: isoTime, note: z.string().nullable() });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The days promised when the order was placed (India's calendar, YYYY-MM-DD); null for an order from before promises. */
export const promiseSchema = z.object({ from: z.string(), to: z.string() }).nullable();

/** The statuses of an order still to be delivered (a failed attempt is tried again): past its promise in one of them, it is late. */
const AWAITING_DELIVERY: readonly OrderStatus[] = ["pending", "accepted", "on-the-way", "reached", "not-delivered"];

/**
 * Whether an order is late: still to be delivered after India's today passed the last promised day.
 * An online order not paid yet waits for its shopper, not for the shop, so it is never late.
 */
export const isDelayed = (order: { status: OrderStatus; paymentType: PaymentType; paid: boolean; promise: { to: string } | null }, now: Date) =>
  !!order.promise && AWAITING_DELIVERY.includes(order.status) && (order.paymentType !== "online" || order.paid) && isPastPromise(order.promise.to, now);

export const orderDetailsSchema = z.object({
  id: z.string().describe("The order number"),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  paid: z.boolean(),
  placedAt: isoTime,
  deliveredAt: isoTime.nullable(),
  promise: promiseSchema,
  delayed: z.boolean().describe("Past its promised days and not delivered yet"),
  deliveryAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    pincode: z.string(),
    apartment: z.string(),
    city: z.string(),
    street: z.string(),
    streetAddress2: z.string(),
    phoneNumber: z.string(),
  }),
  lines: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      category: z.string(),
      size: z.string(),
      image: z.string(),
      quantity: z.number(),
      unitPrice: rupees,
      unitMrp: rupees,
      lineTotal: rupees,
    }),
  ),
  mrpTotal: rupees,
  subTotal: rupees,
  couponCode: z.string().nullable(),
  discount: rupees,
  referralDiscount: rupees,
  orderTotal: rupees,
  events: z.array(orderEventSchema).describe("Status history, oldest first"),
  progress: z.number().int().describe("Progress bar percent, 0 to 100"),
  actions: z.array(z.enum(ORDER_ACTIONS)).describe("What the customer may do now"),
  returnRequest: z.object({ reason: z.string(), comment: z.string().nullable(), upiId: z.string().nullable(), requestedAt: isoTime }).nullable(),
  refund: refundSchema.nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
