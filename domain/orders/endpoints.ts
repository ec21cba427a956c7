import { z } from "zod";
import { CASH_ASKS, DELIVERY_OUTCOMES, RATE_DAYS, RISK_BANDS, RISK_REASONS } from "../cod/risk";
import { endpoint } from "../contract";
import { checkoutSchema } from "../payments/schemas";
import { pageField } from "../shared/fields";
import { isPhone, normalizePhone } from "../shared/phone";
import { OPERATOR_ORDER_PAGE_SIZE, ORDER_STATUSES, PAYMENT_TYPES } from "./orders";
import {
  cancelOrderSchema,
  deliveryOutcomeSchema,
  orderDetailsSchema,
  orderListQuerySchema,
  orderEventSchema,
  orderNumberField,
  operatorRefundSchema,
  orderSummarySchema,
  promiseSchema,
  refundSchema,
  returnOrderSchema,
  rupees,
} from "./schemas";

/**
 * Orders (docs/product.md#orders, #checkout-and-payments): the signed-in customer's own, and the
 * operators' list and moves along the state machine (docs/product.md#state-machine).
 */

const customer = { access: "customer" } as const;
const notFound = { 404: "No such order among the customer's" } as const;

const addressMessage = "Please choose a delivery address";

export const placeOrder = endpoint({
  ...customer,
  method: "POST",
  path: "api/customer/placeOrder",
  summary: "Places the order from the cart at the server's prices; the same idempotency key always answers the same order",
  body: z.object({
    addressId: z
      .union([z.string(), z.number()], { required_error: addressMessage, invalid_type_error: addressMessage })
      .transform(String)
      .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, addressMessage)),
    paymentType: z.enum(PAYMENT_TYPES, { errorMap: () => ({ message: "Please choose a payment method" }) }),
    idempotencyKey: z
      .string({ required_error: "idempotencyKey is required" })
      .regex(/^[A-Za-z0-9_-]{16,100}$/, "idempotencyKey is 16 to 100 letters, digits, - or _"),
  }),
  response: z.object({
    orderId: z.string(),
    created: z.boolean().describe("False when this key had already placed the order"),
    checkout: checkoutSchema.nullable(),
  }),
  failures: {
    404: "Not one of the customer's addresses",
    409: "Empty cart, a product no longer available or short of stock, an address we do not deliver to, a promo code used up",
  },
});

export const getOrderDetails = endpoint({
  ...customer,
  method: "GET",
  path: "api/customer/getOrderDetails",
  summary: "One of the customer's orders (?id=order number)",
  query: z.object({ id: orderNumberField }),
  response: orderDetailsSchema,
  failures: notFound,
});

export const getOrderList = endpoint({
  ...customer,
  method: "GET",
  path: "api/customer/getOrderList",
  summary: "The customer's orders, 10 a page: sort ASC|DESC (default DESC), filter all | status:{status} | paymentType:COD|online (default all)",
  query: orderListQuerySchema,
  response: z.object({ list: z.array(orderSummarySchema), count: z.number().int().describe("Orders matching the filter") }),
});

export const getCustomerOrderCount = endpoint({
  ...customer,
  method: "GET",
  path: "api/customer/getCustomerOrderCount",
  summary: "How many orders the customer has placed",
  response: z.object({ count: z.number().int() }),
});

export const cancelOrder = endpoint({
  ...customer,
  method: "POST",
  path: "api/customer/cancelOrder",
  summary: "Cancels a pending order: stock back, coupon released, a paid order refunded to the card",
  body: cancelOrderSchema,
  response: orderDetailsSchema,
  failures: { ...notFound, 409: "The order is no longer pending" },
});

export const returnOrder = endpoint({
  ...customer,
  method: "POST",
  path: "api/customer/returnOrder",
  summary:
    "Asks to return a delivered order within 7 days of delivery (10 when the delivery time is unknown); a cash-on-delivery order needs a UPI id for the refund",
  body: returnOrderSchema,
  response: orderDetailsSchema,
  failures: { ...notFound, 409: "Not delivered, already in the return flow, or the return window has closed" },
});

export const getRefundList = endpoint({
  ...customer,
  method: "GET",
  path: "api/customer/getRefundList",
  summary: "The customer's refunds, newest first",
  response: z.object({ list: z.array(refundSchema), count: z.number().int() }),
});

/** The path is spelled so (docs/product.md#order-list). */
export const genrateInvoice = endpoint({
  ...customer,
  method: "POST",
  path: "api/customer/genrateInvoice",
  summary: "The order's GST tax invoice as a PDF (application/pdf, not the JSON envelope); the same order always gets the same invoice number",
  body: cancelOrderSchema,
  response: "application/pdf",
  failures: { ...notFound, 409: "Not delivered yet, or cancelled" },
});

export const orderEvents = endpoint({
  ...customer,
  method: "GET",
  path: "api/customer/orderEvents",
  summary:
    "Server-sent events (text/event-stream) of the customer's order status changes (`event: order`, data {orderId, status}) and new notifications (`event: notification`, data {id, title, body}); ?id= limits it to one order's changes",
  query: z.object({ id: orderNumberField.optional() }),
  response: "text/event-stream",
  failures: notFound,
});

// ---------------------------------------------------------------------------------------------------
// Operators

const operator = { access: "operator" } as const;

const statusField = z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `status is one of: ${ORDER_STATUSES.join(", ")}` }) });

/** An order as operators list it: who ordered, where to, and where it may move next. */
const operatorOrder = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  paid: z.boolean(),
  orderTotal: z.number(),
  placedAt: z.string(),
  customer: z.string(),
  phoneNumber: z.string(),
  pincode: z.string(),
  promise: promiseSchema,
  delayed: z.boolean().describe("Past its promised days and not delivered yet"),
  awaitingConfirmation: z.boolean().describe("A cash order waiting for its shopper's confirmation or part payment: it cannot be accepted yet"),
  next: z.array(z.enum(ORDER_STATUSES)).describe("Where an operator may move it"),
});

/**
 * The queue's search: an order number (NHC0000012, any case) or a customer's 10-digit mobile number (as
 * typed, +91 or spaces and all); blank searches nothing.
 */
const searchMessage = "Please enter an order number (NHC0000012) or a 10-digit mobile number";
const orderSearchField = z
  .string({ invalid_type_error: searchMessage })
  .max(40, searchMessage)
  .transform((value, context): { orderNumber: string } | { phoneNumber: string } | undefined => {
    const typed = value.trim();
    if (!typed) return undefined;
    if (/^NHC\d{7,}$/i.test(typed)) return { orderNumber: typed.toUpperCase() };
    const phoneNumber = normalizePhone(typed);
    if (isPhone(phoneNumber)) return { phoneNumber };
    context.addIssue({ code: z.ZodIssueCode.custom, message: searchMessage });
    return z.NEVER;
  })
  .optional();

export const listOrders = endpoint({
  ...operator,
  roles: ["support", "fulfilment"],
  method: "GET",
  path: "api/admin/listOrders",
  summary: `The queue, ${OPERATOR_ORDER_PAGE_SIZE} a page, pending first then newest: all or one status, search an order number or a customer's phone`,
  query: z.object({
    status: z.enum(["all", ...ORDER_STATUSES], { errorMap: () => ({ message: `status is all or one of: ${ORDER_STATUSES.join(", ")}` }) }).default("all"),
    search: orderSearchField,
    page: pageField,
  }),
  response: z.object({ list: z.array(operatorOrder), count: z.number().int().describe("Orders matching, on every page"), page: z.number().int() }),
});

/** One order as an operator works on it: what was bought, where to, how it is paid, its history with who moved it, its return and refunds. */
const operatorOrderDetails = operatorOrder.extend({
  deliveredAt: z.string().nullable(),
  deliveryAddress: orderDetailsSchema.shape.deliveryAddress,
  lines: z.array(
    z.object({ productId: z.string(), productName: z.string(), size: z.string(), quantity: z.number().int(), unitPrice: rupees, lineTotal: rupees }),
  ),
  subTotal: rupees,
  couponCode: z.string().nullable(),
  discount: rupees.describe("The coupon's and the referral's together"),
  payment: z.object({
    type: z.enum(PAYMENT_TYPES),
    status: z.enum(["paid", "unpaid", "failed"]).describe("failed: the last online attempt failed and none succeeded"),
    amount: rupees,
    prepaidOffer: rupees.describe("Taken off the order for paying online"),
    partPaid: rupees.describe("Paid online towards a cash order (its part payment)"),
    dueOnDelivery: rupees.describe("The cash the courier collects: 0 for an order paid online"),
  }),
  events: z.array(
    orderEventSchema.extend({
      actor: z.enum(["customer", "operator", "system"]).nullable(),
      by: z.string().nullable().describe("The operator's name, or Command line; null for the customer, the system and moves from before names were kept"),
    }),
  ),
  outcomes: z.array(
    deliveryOutcomeSchema.extend({
      note: z.string().nullable(),
      cost: rupees.nullable().describe("What a return to origin cost, when known"),
      source: z.enum(["courier", "operator"]),
      by: z.string().nullable().describe("The operator's name, or Command line; null for the courier"),
    }),
  ),
  returnRequest: orderDetailsSchema.shape.returnRequest,
  refunds: z.array(operatorRefundSchema),
  cashRisk: z
    .object({
      score: z.number().int(),
      band: z.enum(RISK_BANDS),
      ask: z.enum(CASH_ASKS),
      reasons: z.array(z.object({ code: z.enum(RISK_REASONS), points: z.number().int() })).describe("Largest first"),
      confirmBy: z.string().nullable(),
      confirmedAt: z.string().nullable(),
      confirmedVia: z.enum(["page", "sms", "whatsapp", "payment"]).nullable(),
    })
    .nullable()
    .describe("A cash order's score when it was placed, its reasons and what it asked; null for an order not scored"),
});

export const getOrder = endpoint({
  ...operator,
  roles: ["support", "fulfilment"],
  method: "GET",
  path: "api/admin/getOrder",
  summary: "One order by its number, with its lines, address, payment, history (notes and who), return, refunds and the moves allowed next",
  query: z.object({ id: orderNumberField }),
  response: operatorOrderDetails,
  failures: { 404: "No such order" },
});

/** A rejected return says why: the reason is the move's note, and the shopper reads it. */
const rejectReason = "Please give the reason for rejecting the return";

export const updateOrderStatus = endpoint({
  ...operator,
  roles: ["fulfilment"],
  method: "POST",
  path: "api/admin/updateOrderStatus",
  summary:
    "Moves an order to a status the state machine allows operators (a rejected return needs the reason as its note); stock, refunds, notification and live event follow",
  body: z
    .object({
      orderId: orderNumberField,
      status: statusField,
      note: z.string().trim().max(200, "note is at most 200 characters").optional(),
    })
    .refine((move) => move.status !== "return-request-rejected" || !!move.note, { message: rejectReason, path: ["note"] }),
  response: operatorOrder.pick({ id: true, status: true, next: true }),
  failures: { 404: "No such order", 409: "Not an allowed move from the order's status; the message names the allowed next statuses" },
});

const outcomeMessage = `Please choose what happened: ${DELIVERY_OUTCOMES.join(", ")}`;
const costMessage = "The cost is in rupees, like 85 or 84.50";

export const recordDeliveryOutcome = endpoint({
  ...operator,
  roles: ["fulfilment"],
  method: "POST",
  path: "api/admin/recordDeliveryOutcome",
  summary:
    "Records what happened to an order's delivery (a return to origin with its cost in rupees, optional) and makes the moves it calls for: delivered to delivered, refused, unreachable or address not found to not-delivered, returned to origin to cancelled",
  body: z
    .object({
      orderId: orderNumberField,
      outcome: z.enum(DELIVERY_OUTCOMES, { errorMap: () => ({ message: outcomeMessage }) }),
      cost: z.number({ invalid_type_error: costMessage }).min(0, costMessage).max(100_000, costMessage).multipleOf(0.01, costMessage).optional(),
      note: z.string().trim().max(200, "note is at most 200 characters").optional(),
    })
    .refine((body) => body.cost === undefined || body.outcome === "returned-to-origin", { message: "Only a return to origin has a cost", path: ["cost"] }),
  response: operatorOrder.pick({ id: true, status: true, next: true }).extend({ outcome: z.enum(DELIVERY_OUTCOMES) }),
  failures: { 404: "No such order", 409: "The order is not out for delivery (or its delivery is over): nothing recorded" },
});

const daysMessage = "days is a whole number of days from 1 to 365";

export const backtestCashOrders = endpoint({
  ...operator,
  method: "GET",
  path: "api/admin/backtestCashOrders",
  summary:
    "Scores the cash orders of the last days (90 unless asked) whose delivery ended with today's settings, on what was known when each was placed, and answers per band how many there were and how many came back",
  query: z.object({
    days: z.coerce.number({ invalid_type_error: daysMessage }).int(daysMessage).min(1, daysMessage).max(365, daysMessage).default(RATE_DAYS),
  }),
  response: z.object({
    days: z.number().int(),
    bands: z.array(
      z.object({
        band: z.enum(RISK_BANDS),
        orders: z.number().int().describe("Cash orders whose delivery ended"),
        returned: z.number().int().describe("Of them, returned to origin"),
        rate: z.number().describe("returned / orders, 0 to 1; 0 for a band without orders"),
      }),
    ),
  }),
});

const endedRate = {
  ended: z.number().int().describe("Cash orders whose delivery ended"),
  returned: z.number().int(),
  rate: z.number().describe("returned / ended, 0 to 1"),
};

export const getCashOrderMeasures = endpoint({
  ...operator,
  method: "GET",
  path: "api/admin/getCashOrderMeasures",
  summary:
    "The cash orders of the last 90 days: the share returned to origin of those whose delivery ended, by pincode and city (highest first), by risk band and by week placed; and of the scored ones, how many were confirmed, converted to prepaid and cancelled",
  response: z.object({
    days: z.number().int(),
    byPincode: z.array(z.object({ pincode: z.string(), ...endedRate })),
    byCity: z.array(z.object({ city: z.string(), ...endedRate })),
    byBand: z.array(z.object({ band: z.enum([...RISK_BANDS, "none"]).describe("none: placed before orders were scored"), ...endedRate })),
    byWeek: z.array(z.object({ week: z.string().describe("The Monday the week starts, YYYY-MM-DD"), ...endedRate })),
    scored: z.object({
      orders: z.number().int().describe("Cash orders scored when placed"),
      confirmed: z.number().int(),
      converted: z.number().int().describe("Paid online since"),
      cancelled: z.number().int(),
    }),
  }),
});

export const acceptOrders = endpoint({
  ...operator,
  roles: ["fulfilment"],
  method: "POST",
  path: "api/admin/acceptOrders",
  summary:
    "Accepts pending orders, each in its own move (stock, notification and audit as one accept); answers which were accepted and why the others were not",
  body: z.object({
    orderIds: z
      .array(orderNumberField, { required_error: "Please choose orders to accept", invalid_type_error: "Please choose orders to accept" })
      .min(1, "Please choose orders to accept")
      .max(100, "At most 100 orders at a time"),
  }),
  response: z.object({ accepted: z.array(z.string()), refused: z.array(z.object({ orderId: z.string(), message: z.string() })) }),
});
