import { endpoint } from "../contract";
import { cartData } from "../cart/schemas";
import { refillList, refillProductSchema, reminderActionSchema, reminderPassResult } from "./schemas";
import { passMomentSchema } from "../shared/fields";

/** Refill reminders and /my_refills (docs/product.md#refill-reminders, #my-refills). */

const refills = { access: "customer" } as const;
const notFound = { 404: "No such refill reminder among the customer's" } as const;

export const getRefillList = endpoint({
  ...refills,
  method: "GET",
  path: "api/customer/getRefillList",
  summary: "Each product the customer uses, from delivered orders, with when it is next due for a refill (or that its reminder was sent or stopped)",
  response: refillList,
});

export const snoozeRefillReminder = endpoint({
  ...refills,
  method: "POST",
  path: "api/customer/snoozeRefillReminder",
  summary: "Remind me a week later: the reminder waits until 7 days after its due day (or after today, once that has passed)",
  body: reminderActionSchema,
  response: refillList,
  failures: { ...notFound, 409: "Reminders for this product are stopped" },
});

export const stopRefillReminders = endpoint({
  ...refills,
  method: "POST",
  path: "api/customer/stopRefillReminders",
  summary: "Stops the reminders for the reminder's product until the customer buys it again",
  body: reminderActionSchema,
  response: refillList,
  failures: notFound,
});

export const addRefillToCart = endpoint({
  ...refills,
  method: "POST",
  path: "api/customer/addRefillToCart",
  summary:
    "A refill reminder's link: one unit of the product's refill (a bottle's smallest refill still sold, a refill itself) into the cart; what stops it is named in data.extra.notices",
  body: refillProductSchema,
  response: cartData,
  failures: { 404: "No such product", 422: "The pincode header is missing or not a place we deliver to" },
});

export const runRefillReminders = endpoint({
  access: "operator",
  method: "POST",
  path: "api/admin/runRefillReminders",
  summary:
    "Runs the refill reminder pass now, or as of a day (09:00 in India that day, when reminders begin) or a moment: sends what is due then (none in India's night) and lists what it sent",
  body: passMomentSchema,
  response: reminderPassResult,
});
