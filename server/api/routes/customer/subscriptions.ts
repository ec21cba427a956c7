import * as subscriptions from "@domain/subscriptions/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { findOrderForPayment, startPayment } from "../../services/payments/payments";
import { changeSubscription, getSubscription, listSubscriptions, subscribe } from "../../services/subscriptions/subscriptions";

/** The customer's subscriptions (docs/product.md#subscriptions): subscribe, list, change. */
export function subscriptionRoutes(scope: Scope<"customer">, { db, gateway, courier }: RouteDeps) {
  route(scope, subscriptions.getSubscriptions, async (request) => {
    const list = await listSubscriptions(db, signedIn(request).customerId, request.language);
    return ok({ list, count: list.length });
  });

  route(scope, subscriptions.subscribe, async (request) => {
    const { customerId } = signedIn(request);
    const made = await subscribe(db, courier, customerId, request.body);
    const order = made.orderNumber ? await findOrderForPayment(db, { orderNumber: made.orderNumber, customerId }) : undefined;
    // An online subscription's first order goes straight on to the checkout that approves its mandate.
    const checkout =
      order && !order.paid_at && request.body.kind === "new" && request.body.paymentType === "online"
        ? await startPayment(db, gateway, order, request.language)
        : null;
    const subscription = await getSubscription(db, customerId, made.subscriptionId, request.language);
    return ok({ subscription, orderId: made.orderNumber, checkout }, made.orderNumber ? "You are subscribed" : "Added to your subscription");
  });

  route(scope, subscriptions.changeSubscription, async (request) => {
    const { customerId } = signedIn(request);
    await changeSubscription(db, { customerId }, request.body);
    return ok(await getSubscription(db, customerId, request.body.subscriptionId, request.language), "Your subscription is updated");
  });
}
