import { z } from "zod";
import { CASH_ASKS, DELIVERY_OUTCOMES } from "../cod/risk";
import {
  ORDER_ACTIONS,
  ORDER_FILTER_VALUES,
  ORDER_LIST_DEFAULTS,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  REFUND_METHODS,
  REFUND_STATES,
  RETURN_REASONS,
  parseOrderFilter,
  returnMessages,
  type PaymentType,
} from "./orders";

/** The orders' forms, queries and answers, one schema for the storefront and the API, so both refuse alike. */

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

const orderMessage = "Please choose an order";
/** An order number as the API and the pages know it: NHC and at least seven digits. */
export const orderNumberField = z
  .string({ required_error: orderMessage, invalid_type_error: orderMessage })
  .trim()
  .regex(/^NHC\d{7,}$/, orderMessage);

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

/**
 * The storefront's return form: the order comes from the page's address. A cash-on-delivery order is
 * refunded to a UPI id, so its form asks for one; the API checks that too, since it knows how the order
 * was paid.
 */
export const returnFormSchema = (paymentType: PaymentType) =>
  paymentType === "COD" ? returnOrderSchema.omit({ orderId: true }).extend({ upiId: upiIdField }) : returnOrderSchema.omit({ orderId: true });

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
export const orderEventSchema = z.object({ status: z.enum(ORDER_STATUSES), at: isoTime, note: z.string().nullable() });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** What happened to a delivery attempt (docs/product.md#delivery-outcomes), as the shopper reads it. */
export const deliveryOutcomeSchema = z.object({ outcome: z.enum(DELIVERY_OUTCOMES), at: isoTime });

/** The days promised when the order was placed (India's calendar, YYYY-MM-DD); null for an order from before promises. */
export const promiseSchema = z.object({ from: z.string(), to: z.string() }).nullable();

/** A cash order's confirmation as its page shows it; null for an order that asks nothing. */
const cashConfirmationSchema = z
  .object({
    ask: z.enum(CASH_ASKS),
    awaiting: z.boolean().describe("Placed, and waiting for the shopper's confirmation (or part payment)"),
    confirmBy: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    partAmount: z.number().nullable(),
  })
  .nullable();

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
    landmark: z.string().optional().describe("A place near the door, when the address had one"),
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
  prepaidOffer: rupees.describe("Taken off an order paid online (docs/product.md#cash-on-delivery-risk); 0: none"),
  orderTotal: rupees,
  partPaid: rupees.describe("Paid online towards a cash order (its part payment); the rest is due on delivery"),
  dueOnDelivery: rupees.describe("The cash to pay on delivery: 0 for an order paid online"),
  payNow: z
    .object({
      whole: z.object({ amount: rupees, saving: rupees }).nullable(),
      part: z.object({ amount: rupees, due: rupees }).nullable(),
    })
    .describe("What a cash order may pay online now (payOnline): the whole with the prepaid offer off, or the part payment its score asked"),
  events: z.array(orderEventSchema).describe("Status history, oldest first"),
  outcomes: z.array(deliveryOutcomeSchema).describe("What happened to each delivery attempt, oldest first"),
  progress: z.number().int().describe("Progress bar percent, 0 to 100"),
  actions: z.array(z.enum(ORDER_ACTIONS)).describe("What the customer may do now"),
  returnRequest: z.object({ reason: z.string(), comment: z.string().nullable(), upiId: z.string().nullable(), requestedAt: isoTime }).nullable(),
  refund: refundSchema.nullable(),
  cashConfirmation: cashConfirmationSchema.describe("A cash order's ask and its confirmation; null when it asked nothing of the shopper or was paid online"),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
