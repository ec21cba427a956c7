import { endpoint } from "../contract";
import { z } from "zod";
import {
  changeSubscriptionSchema,
  discountSettingSchema,
  operatorChangeSchema,
  operatorSubscription,
  operatorSubscriptionQuery,
  subscribeResult,
  subscribeSchema,
  subscriptionList,
  subscriptionPassResult,
  subscriptionSchema,
} from "./schemas";
import { passMomentSchema } from "../shared/fields";

/** Subscriptions (docs/product.md#subscriptions): subscribe, manage on /my_subscriptions, and the operators' pass. */

const customer = { access: "customer" } as const;
const notFound = { 404: "No such subscription among the customer's" } as const;

export const getSubscriptions = endpoint({
  ...customer,
  method: "GET",
  path: "api/customer/getSubscriptions",
  summary: "The customer's subscriptions, delivering first, each with its next delivery's day and amount",
  response: subscriptionList,
});

export const subscribe = endpoint({
  ...customer,
  method: "POST",
  path: "api/customer/subscribe",
  summary:
    "Subscribes to a product: a new subscription with its first delivery ordered now (online: its payment approves the UPI AutoPay mandate), or the product added to an existing one",
  body: subscribeSchema,
  response: subscribeResult,
  failures: {
    ...notFound,
    409: "The product cannot be bought now, the address is not delivered to, cash is not taken there, or the subscription is cancelled",
  },
});

export const changeSubscription = endpoint({
  ...customer,
  method: "POST",
  path: "api/customer/changeSubscription",
  summary:
    "Skips the next delivery, pauses, resumes or cancels (revoking the mandate), or changes the interval, the address or a product's quantity; a change after the notice applies from the next cycle",
  body: changeSubscriptionSchema,
  response: subscriptionSchema,
  failures: { ...notFound, 409: "Not possible in the subscription's state (a cancelled one, a mandate not approved)" },
});

export const runSubscriptions = endpoint({
  access: "operator",
  method: "POST",
  path: "api/admin/runSubscriptions",
  summary:
    "Runs the subscriptions pass now, or as of a day (10:00 in India that day, when charges are made) or a moment: announces deliveries due in 48 hours, charges and orders those due",
  body: passMomentSchema,
  response: subscriptionPassResult,
});

export const listSubscriptions = endpoint({
  access: "operator",
  roles: ["support", "fulfilment"],
  method: "GET",
  path: "api/admin/listSubscriptions",
  summary: "The newest 200 subscriptions, all or in one state (failed: whose last delivery could not be placed or charged), soonest delivery first",
  query: operatorSubscriptionQuery,
  response: z.object({ list: z.array(operatorSubscription), count: z.number() }),
});

export const operatorChangeSubscription = endpoint({
  access: "operator",
  roles: ["support"],
  method: "POST",
  path: "api/admin/changeSubscription",
  summary: "Pauses, resumes or cancels a customer's subscription (cancel revokes its mandate); the audit log keeps who did it",
  body: operatorChangeSchema,
  response: operatorSubscription,
  failures: { 404: "No such subscription", 409: "Not possible in the subscription's state" },
});

export const setSubscriptionDiscount = endpoint({
  access: "operator",
  method: "POST",
  path: "api/admin/setSubscriptionDiscount",
  summary: "Sets the discount new subscriptions take, in per cent (existing ones keep theirs); the audit log keeps the change",
  body: discountSettingSchema,
  response: discountSettingSchema,
});
