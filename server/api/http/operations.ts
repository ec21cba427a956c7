import type { Endpoint } from "@domain/contract";
import * as account from "@domain/account/endpoints";
import * as cart from "@domain/cart/endpoints";
import * as catalogue from "@domain/catalogue/endpoints";
import * as cod from "@domain/cod/endpoints";
import * as delivery from "@domain/delivery/endpoints";
import * as help from "@domain/help/endpoints";
import * as location from "@domain/location/endpoints";
import * as notifications from "@domain/notifications/endpoints";
import * as operators from "@domain/operators/endpoints";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";
import * as refills from "@domain/refills/endpoints";
import * as reviews from "@domain/reviews/endpoints";
import * as storefront from "@domain/storefront/endpoints";
import * as subscriptions from "@domain/subscriptions/endpoints";

/**
 * The contract's features (domain/<feature>/endpoints.ts), each the OpenAPI tag of its operations,
 * with what the tag groups.
 */
const FEATURES = {
  account: { operations: account, description: "Signing in, the profile, addresses and saved cards" },
  cart: { operations: cart, description: "The cart, promo codes and referrals" },
  cod: { operations: cod, description: "Cash on delivery: what a cash order asks of the shopper, its one-tap confirmation, and the owner's settings" },
  catalogue: { operations: catalogue, description: "Categories, products, content pages and the operators' catalogue" },
  delivery: { operations: delivery, description: "When an order arrives, and the areas the operators deliver to" },
  help: { operations: help, description: "Questions and answers, call-back requests and help tickets" },
  location: { operations: location, description: "The pincodes and areas the shop delivers to" },
  notifications: { operations: notifications, description: "A customer's notifications and the channels they come by" },
  operators: { operations: operators, description: "Operators' sign-in, their accounts and the audit log" },
  orders: { operations: orders, description: "Orders, their refunds and invoices, and the operators' moves along their states" },
  payments: { operations: payments, description: "Online payments, payment links, refunds and reconciliation" },
  refills: { operations: refills, description: "A customer's refills and their reminders" },
  reviews: { operations: reviews, description: "Product reviews and their moderation" },
  storefront: { operations: storefront, description: "The storefront's own calls: its sessions and the stream of changes" },
  subscriptions: { operations: subscriptions, description: "Deliveries every few weeks, paid by UPI AutoPay or on delivery" },
} satisfies Record<string, { operations: Record<string, Endpoint>; description: string }>;

/** The document's tags: one per feature. */
export const featureTags = Object.entries(FEATURES).map(([name, { description }]) => ({ name, description }));

const named = new Map<Endpoint, { operationId: string; tag: string }>(
  Object.entries(FEATURES).flatMap(([tag, { operations }]) =>
    Object.entries(operations).map(([operationId, endpoint]): [Endpoint, { operationId: string; tag: string }] => [endpoint, { operationId, tag }]),
  ),
);

/** A declared operation's name in the contract (its OpenAPI operationId) and its feature (its tag). */
export function operationName(endpoint: Endpoint) {
  const name = named.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not declared in a feature of server/api/http/operations.ts`);
  return name;
}
