import { z } from "zod";
import { PRODUCT_ID } from "../cart/schemas";
import { productSummary } from "../catalogue/schemas";
import { PAYMENT_TYPES } from "../orders/statuses";
import { checkoutSchema } from "../payments/schemas";
import { INTERVAL_WEEKS, MAX_SUBSCRIPTION_QUANTITY, PAUSE_REASONS, SUBSCRIPTION_STATES } from "./schedule";

/** Subscriptions' fields and answers (docs/product.md#subscriptions). */

const subscriptionMessages = {
  subscription: "Please choose a subscription",
  product: "This product is not available",
  interval: "Please choose how often it is delivered",
  quantity: `Please choose a quantity from 1 to ${MAX_SUBSCRIPTION_QUANTITY}`,
  address: "Please choose a delivery address",
  payment: "Please choose a payment method",
} as const;

const digits = (message: string) =>
  z
    .union([z.string(), z.number()], { required_error: message, invalid_type_error: message })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^[1-9][0-9]{0,17}$/, message),
    );

const subscriptionIdField = digits(subscriptionMessages.subscription);
const addressIdField = digits(subscriptionMessages.address);
const productIdField = z
  .string({ required_error: subscriptionMessages.product, invalid_type_error: subscriptionMessages.product })
  .trim()
  .max(200, subscriptionMessages.product)
  .regex(PRODUCT_ID, subscriptionMessages.product);
const intervalField = z.coerce
  .number({ invalid_type_error: subscriptionMessages.interval })
  .int(subscriptionMessages.interval)
  .refine((weeks): weeks is (typeof INTERVAL_WEEKS)[number] => (INTERVAL_WEEKS as readonly number[]).includes(weeks), subscriptionMessages.interval);
const quantityField = z.coerce
  .number({ invalid_type_error: subscriptionMessages.quantity })
  .int(subscriptionMessages.quantity)
  .min(1, subscriptionMessages.quantity)
  .max(MAX_SUBSCRIPTION_QUANTITY, subscriptionMessages.quantity);

const paymentField = z.enum(PAYMENT_TYPES, { errorMap: () => ({ message: subscriptionMessages.payment }) });

/**
 * Subscribe to a product: a new subscription (its interval, address and payment, each refused under
 * its own field when missing), or the product added to one of the customer's subscriptions
 * (`subscriptionId`), which keeps that one's schedule.
 */
export const subscribeSchema = z
  .object({
    productId: productIdField,
    quantity: quantityField,
    subscriptionId: subscriptionIdField.optional(),
    intervalWeeks: intervalField.optional(),
    addressId: addressIdField.optional(),
    paymentType: paymentField.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.subscriptionId) return;
    const missing = { intervalWeeks: subscriptionMessages.interval, addressId: subscriptionMessages.address, paymentType: subscriptionMessages.payment };
    for (const [field, message] of Object.entries(missing)) {
      if (form[field as keyof typeof missing] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    }
  })
  .transform((form) =>
    form.subscriptionId
      ? { kind: "add" as const, productId: form.productId, quantity: form.quantity, subscriptionId: form.subscriptionId }
      : {
          kind: "new" as const,
          productId: form.productId,
          quantity: form.quantity,
          intervalWeeks: form.intervalWeeks!,
          addressId: form.addressId!,
          paymentType: form.paymentType!,
        },
  );

/** A change to one subscription: one of the manage page's buttons, or new settings (from the next cycle not yet announced). */
export const changeSubscriptionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["skip", "pause", "resume", "cancel", "confirm"]), subscriptionId: subscriptionIdField }),
  z.object({ intent: z.literal("interval"), subscriptionId: subscriptionIdField, intervalWeeks: intervalField }),
  z.object({ intent: z.literal("address"), subscriptionId: subscriptionIdField, addressId: addressIdField }),
  z.object({
    intent: z.literal("quantity"),
    subscriptionId: subscriptionIdField,
    productId: productIdField,
    quantity: z.coerce.number().int().min(0).max(MAX_SUBSCRIPTION_QUANTITY),
  }),
]);

/** One product of a subscription, priced as the next delivery will be. */
const subscriptionItem = z.object({
  product: productSummary,
  quantity: z.number(),
  unitPrice: z.number().describe("Rupees a unit, the subscription's discount taken off"),
  available: z.boolean().describe("False: no longer sold or out of stock; left out of a delivery until it is back"),
});

export const subscriptionSchema = z.object({
  id: z.string(),
  state: z.enum(SUBSCRIPTION_STATES),
  pauseReason: z.enum(PAUSE_REASONS).nullable(),
  intervalWeeks: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
  discountPercent: z.number(),
  nextDueOn: z.string().describe("India's calendar day of the next delivery, YYYY-MM-DD"),
  nextAmount: z.number().describe("Rupees the next delivery costs"),
  items: z.array(subscriptionItem),
  address: z.object({ id: z.string(), text: z.string() }).nullable(),
  mandate: z
    .object({
      state: z.enum(["created", "confirmed", "rejected", "paused", "cancelled"]),
      maxAmount: z.number().describe("Rupees: the most one debit may be"),
      expiresAt: z.string(),
    })
    .nullable(),
  noticeSent: z.boolean().describe("The next delivery is announced: a change now applies from the one after"),
  confirmNeeded: z.boolean().describe("A cash delivery announced and not yet confirmed: it is skipped unless confirmed (intent confirm) by its time"),
  firstOrderId: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionList = z.object({ list: z.array(subscriptionSchema), count: z.number() });

export const subscribeResult = z.object({
  subscription: subscriptionSchema,
  orderId: z.string().nullable().describe("The first delivery's order, placed now (none when the product joined an existing subscription)"),
  checkout: checkoutSchema.nullable().describe("For UPI AutoPay: the first payment, which approves the mandate"),
});

export const subscriptionPassResult = z.object({
  asOf: z.string(),
  noticed: z.number().describe("Deliveries announced"),
  ordered: z.number().describe("Deliveries charged (or, for cash, confirmed to come) and ordered"),
  failed: z.number().describe("Debits refused, or deliveries that could not be placed"),
});

/** What the console lists by: every subscription, those in one state, or those whose last delivery failed. */
export const OPERATOR_SUBSCRIPTION_FILTERS = ["all", ...SUBSCRIPTION_STATES, "failed"] as const;

/** A subscription as operators see it: the shopper's masked number, what it delivers, what comes next and what last failed. */
export const operatorSubscription = z.object({
  id: z.string(),
  customer: z.object({ name: z.string(), phoneNumber: z.string().describe("Masked: the first two and last two digits") }),
  state: z.enum(SUBSCRIPTION_STATES),
  pauseReason: z.enum(PAUSE_REASONS).nullable(),
  intervalWeeks: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
  items: z.array(z.object({ productName: z.string(), quantity: z.number() })),
  nextDueOn: z.string(),
  chargeAt: z.string().nullable().describe("When the announced delivery is charged; null while none is announced"),
  amount: z.number().describe("Rupees: the announced delivery's amount, or the next one's at today's prices"),
  mandateState: z.enum(["created", "confirmed", "rejected", "paused", "cancelled"]).nullable(),
  lastFailure: z.object({ dueOn: z.string(), reason: z.string() }).nullable(),
});
export type OperatorSubscription = z.infer<typeof operatorSubscription>;

export const operatorSubscriptionQuery = z.object({
  state: z
    .enum(OPERATOR_SUBSCRIPTION_FILTERS, { errorMap: () => ({ message: `state is one of: ${OPERATOR_SUBSCRIPTION_FILTERS.join(", ")}` }) })
    .default("all"),
});

/** An operator's change: pause, resume or cancel one subscription (audited). */
export const operatorChangeSchema = z.object({ intent: z.enum(["pause", "resume", "cancel"]), subscriptionId: subscriptionIdField });

/** The owner's setting: the discount every new subscription takes, in per cent (0 to 50). */
export const discountSettingSchema = z.object({
  discountPercent: z.coerce
    .number({ invalid_type_error: "discountPercent is a whole number from 0 to 50" })
    .int("discountPercent is a whole number from 0 to 50")
    .min(0, "discountPercent is a whole number from 0 to 50")
    .max(50, "discountPercent is a whole number from 0 to 50"),
});
