import { z } from "zod";
import { productSummary } from "../catalogue/schemas";
import { PRODUCT_ID } from "../cart/schemas";

/** Refill reminders' fields and answers (docs/product.md#refill-reminders, #my-refills). */

const reminderMessages = {
  id: "Please choose a refill reminder",
  product: "This product is not available",
} as const;

/** A reminder's id: digits. */
const reminderIdField = z
  .string({ required_error: reminderMessages.id, invalid_type_error: reminderMessages.id })
  .trim()
  .regex(/^[1-9][0-9]{0,17}$/, reminderMessages.id);

export const reminderActionSchema = z.object({ reminderId: reminderIdField });

export const refillProductSchema = z.object({
  productId: z
    .string({ required_error: reminderMessages.product, invalid_type_error: reminderMessages.product })
    .trim()
    .max(200, reminderMessages.product)
    .regex(PRODUCT_ID, reminderMessages.product),
});

/** The forms of /my_refills: snooze or stop one reminder. */
export const refillFormSchema = z.object({ intent: z.enum(["snooze", "stop"]), reminderId: reminderIdField });

/** A product the customer uses, with its latest delivered line's reminder. */
export const refillItem = z.object({
  reminderId: z.string(),
  product: productSummary,
  state: z.enum(["due", "sent", "snoozed", "stopped"]).describe("due or snoozed: waiting for dueOn; sent: reminded; stopped: no more until bought again"),
  dueOn: z.string().describe("India's calendar day it is (or was) due, YYYY-MM-DD"),
  sentAt: z.string().nullable(),
  orderId: z.string().describe("The order the line was delivered in"),
});
export type RefillItem = z.infer<typeof refillItem>;

export const refillList = z.object({ list: z.array(refillItem), count: z.number() });

export const reminderPassResult = z.object({
  asOf: z.string(),
  quiet: z.boolean().describe("True when asOf is in India's night (21:00 to 09:00): nothing is sent then"),
  sent: z.array(z.object({ phoneNumber: z.string().describe("Masked: the first two and last two digits"), product: z.string(), dueOn: z.string() })),
});
