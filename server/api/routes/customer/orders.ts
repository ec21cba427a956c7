import * as orders from "@domain/orders/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import * as payments from "@domain/payments/endpoints";
import { signedIn } from "../../http/auth";
import { DomainError } from "../../services/errors";
import { ok } from "../../http/envelope";
import { eventStreams } from "../../http/event-stream";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { invoicePdf } from "../../services/orders/invoices/invoice";
import { cancelOrder, requestReturn } from "../../services/orders/order-moves";
import { countOrders, getOrderDetails, listOrders, placeOrder } from "../../services/orders/orders";
import { listRefunds } from "../../services/orders/refunds";
import { findOrderForPayment, startPayment } from "../../services/payments/payments";

/** The signed-in customer's orders (docs/product.md#orders, #checkout-and-payments). */
export function orderRoutes(scope: Scope<"customer">, { db, env, gateway, events, courier }: RouteDeps) {
  route(scope, orders.placeOrder, async (request) => {
    const { customerId } = signedIn(request);
    const placed = await placeOrder(db, courier, customerId, request.body);
    const order = await findOrderForPayment(db, { orderNumber: placed.orderNumber, customerId });
    // Online orders go straight on to the hosted checkout (unless already paid by an earlier try).
    const checkout = request.body.paymentType === "online" && order && !order.paid_at ? await startPayment(db, gateway, order, request.language) : null;
    return ok(
      { orderId: placed.orderNumber, created: placed.created, checkout },
      placed.created ? "Order placed successfully" : "This order was already placed",
    );
  });

  route(scope, orders.getOrderDetails, async (request) => ok(await getOrderDetails(db, signedIn(request).customerId, request.query.id, request.language)));

  route(scope, payments.payOnline, async (request) => {
    const order = await findOrderForPayment(db, { orderNumber: request.body.orderId, customerId: signedIn(request).customerId });
    if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
    return ok(await startPayment(db, gateway, order, request.language, request.body.part));
  });

  const stream = eventStreams(scope.app);

  route(scope, orders.getOrderList, async (request) => ok(await listOrders(db, signedIn(request).customerId, request.query, request.language)));

  route(scope, orders.getCustomerOrderCount, async (request) => ok({ count: await countOrders(db, signedIn(request).customerId) }));

  route(scope, orders.cancelOrder, async (request) => {
    const { customerId } = signedIn(request);
    await cancelOrder(db, customerId, request.body.orderId);
    const message = translatorFor(request.language).text("Order {orderId} has been cancelled", { orderId: request.body.orderId });
    return ok(await getOrderDetails(db, customerId, request.body.orderId, request.language), message);
  });

  route(scope, orders.returnOrder, async (request) => {
    const { customerId } = signedIn(request);
    await requestReturn(db, customerId, request.body);
    const message = translatorFor(request.language).text("Your return request for order {orderId} has been received", { orderId: request.body.orderId });
    return ok(await getOrderDetails(db, customerId, request.body.orderId, request.language), message);
  });

  route(scope, orders.getRefundList, async (request) => ok(await listRefunds(db, signedIn(request).customerId)));

  route(scope, orders.genrateInvoice, async (request, reply) => {
    const { filename, pdf } = await invoicePdf(db, env, signedIn(request).customerId, request.body.orderId);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  route(scope, orders.orderEvents, async (request, reply) => {
    const { customerId } = signedIn(request);
    const only = request.query.id;
    if (only) await getOrderDetails(db, customerId, only, request.language);
    await stream(request, reply, ": connected\n\n", (send) =>
      events.subscribe(customerId, (event) => {
        if (event.type === "notification") {
          if (!only) send("notification", { id: event.id, title: event.title, body: event.body });
          return;
        }
        if (only && event.orderId !== only) return;
        send("order", { orderId: event.orderId, status: event.status }, event.eventId);
      }),
    );
    return reply;
  });
}
