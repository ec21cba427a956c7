import { z } from "zod";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { DomainError } from "../../services/errors";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { eventStreams } from "../../http/event-stream";
import {
  PAYMENT_TYPES,
  cancelOrderSchema,
  orderDetailsSchema,
  orderListQuerySchema,
  orderNumberField,
  orderSummarySchema,
  refundSchema,
  returnOrderSchema,
} from "@domain/orders/orders";
import type { Api, RouteDeps } from "../../http/types";
import type { PaymentGateway } from "../../services/payments/gateway";
import type { EventHub } from "../../services/events";
import { invoicePdf } from "../../services/invoices/invoice";
import { cancelOrder, requestReturn } from "../../services/order-moves";
import { countOrders, getOrderDetails, listOrders, placeOrder } from "../../services/orders";
import { listRefunds } from "../../services/refunds";
import { findOrderForPayment, startPayment } from "../../services/payments/payments";
import { checkoutSchema } from "../public/payments";
import type { Scope } from "../../http/route";

/** The signed-in customer's orders under /v1/api/customer (spec §7 Orders). */
export function orderRoutes({ app }: Scope<"customer">, { db, env, gateway, events }: RouteDeps) {
  const common = { tags: ["orders"], security: signedInSecurity };

  app.post(
    "/placeOrder",
    {
      schema: {
        ...common,
        summary: "Places the order from the cart at the server's prices; the same idempotency key always answers the same order",
        body: z.object({
          addressId: z.union([z.string(), z.number()], { required_error: "Please choose a delivery address", invalid_type_error: "Please choose a delivery address" }).transform(String).pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose a delivery address")),
          paymentType: z.enum(PAYMENT_TYPES, { errorMap: () => ({ message: "Please choose a payment method" }) }),
          idempotencyKey: z.string({ required_error: "idempotencyKey is required" }).regex(/^[A-Za-z0-9_-]{16,100}$/, "idempotencyKey is 16 to 100 letters, digits, - or _"),
        }),
        response: {
          200: envelope(z.object({ orderId: z.string(), created: z.boolean().describe("False when this key had already placed the order"), checkout: checkoutSchema.nullable() })),
          ...failureResponses,
          ...signedInFailures,
          404: failureSchema.describe("Not one of the customer's addresses"),
          409: failureSchema.describe("Empty cart, a product no longer available or short of stock, an address we do not deliver to, a promo code used up"),
        },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      const placed = await placeOrder(db, customerId, request.body);
      const order = await findOrderForPayment(db, { orderNumber: placed.orderNumber, customerId });
      // Online orders go straight on to the hosted checkout (unless already paid by an earlier try).
      const checkout = request.body.paymentType === "online" && order && !order.paid_at ? await startPayment(db, gateway, order) : null;
      return ok({ orderId: placed.orderNumber, created: placed.created, checkout }, placed.created ? "Order placed successfully" : "This order was already placed");
    },
  );

  app.get(
    "/getOrderDetails",
    {
      schema: {
        ...common,
        summary: "One of the customer's orders (?id=order number)",
        querystring: z.object({ id: orderNumberField }),
        response: { 200: envelope(orderDetailsSchema), ...failureResponses, ...signedInFailures, 404: failureSchema.describe("No such order among the customer's") },
      },
    },
    async (request) => ok(await getOrderDetails(db, signedIn(request).customerId, request.query.id)),
  );

  app.post(
    "/payOnline",
    {
      schema: {
        ...common,
        summary: "Starts a new online payment attempt for one of the customer's unpaid orders",
        body: z.object({ orderId: orderNumberField }),
        response: {
          200: envelope(checkoutSchema),
          ...failureResponses,
          ...signedInFailures,
          404: failureSchema.describe("No such order among the customer's"),
          409: failureSchema.describe("Already paid, or cancelled"),
        },
      },
    },
    async (request) => {
      const order = await findOrderForPayment(db, { orderNumber: request.body.orderId, customerId: signedIn(request).customerId });
      if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
      return ok(await startPayment(db, gateway, order));
    },
  );

  const stream = eventStreams(app);

  const notFound = { 404: failureSchema.describe("No such order among the customer's") };

  app.get(
    "/getOrderList",
    {
      schema: {
        ...common,
        summary: "The customer's orders, 10 a page: sort ASC|DESC (default DESC), filter all | status:{status} | paymentType:COD|online (default all)",
        querystring: orderListQuerySchema,
        response: { 200: envelope(z.object({ list: z.array(orderSummarySchema), count: z.number().int().describe("Orders matching the filter") })), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => ok(await listOrders(db, signedIn(request).customerId, request.query)),
  );

  app.get(
    "/getCustomerOrderCount",
    {
      schema: { ...common, summary: "How many orders the customer has placed", response: { 200: envelope(z.object({ count: z.number().int() })), ...failureResponses, ...signedInFailures } },
    },
    async (request) => ok({ count: await countOrders(db, signedIn(request).customerId) }),
  );

  app.post(
    "/cancelOrder",
    {
      schema: {
        ...common,
        summary: "Cancels a pending order: stock back, coupon released, a paid order refunded to the card",
        body: cancelOrderSchema,
        response: { 200: envelope(orderDetailsSchema), ...failureResponses, ...signedInFailures, ...notFound, 409: failureSchema.describe("The order is no longer pending") },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      await cancelOrder(db, customerId, request.body.orderId);
      return ok(await getOrderDetails(db, customerId, request.body.orderId), `Order ${request.body.orderId} has been cancelled`);
    },
  );

  app.post(
    "/returnOrder",
    {
      schema: {
        ...common,
        summary: "Asks to return a delivered order within 7 days of delivery (10 when the delivery time is unknown); a cash-on-delivery order needs a UPI id for the refund",
        body: returnOrderSchema,
        response: {
          200: envelope(orderDetailsSchema),
          ...failureResponses,
          ...signedInFailures,
          ...notFound,
          409: failureSchema.describe("Not delivered, already in the return flow, or the return window has closed"),
        },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      await requestReturn(db, customerId, request.body);
      return ok(await getOrderDetails(db, customerId, request.body.orderId), `Your return request for order ${request.body.orderId} has been received`);
    },
  );

  app.get(
    "/getRefundList",
    {
      schema: {
        ...common,
        summary: "The customer's refunds, newest first",
        response: { 200: envelope(z.object({ list: z.array(refundSchema), count: z.number().int() })), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => ok(await listRefunds(db, signedIn(request).customerId)),
  );

  app.post(
    "/genrateInvoice",
    {
      schema: {
        ...common,
        summary: "The order's GST tax invoice as a PDF (application/pdf, not the JSON envelope); the same order always gets the same invoice number",
        body: cancelOrderSchema,
        produces: ["application/pdf", "application/json"],
        response: {
          200: z.any().describe("The invoice, application/pdf"),
          ...failureResponses,
          ...signedInFailures,
          ...notFound,
          409: failureSchema.describe("Not delivered yet, or cancelled"),
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await invoicePdf(db, env, signedIn(request).customerId, request.body.orderId);
      return reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="${filename}"`).header("cache-control", "private, no-store").send(pdf);
    },
  );

  app.get(
    "/orderEvents",
    {
      schema: {
        ...common,
        summary: "Server-sent events (text/event-stream) of the customer's order status changes (`event: order`, data {orderId, status}) and new notifications (`event: notification`, data {id, title, body}); ?id= limits it to one order's changes",
        querystring: z.object({ id: orderNumberField.optional() }),
        produces: ["text/event-stream"],
        response: { 200: z.any().describe("text/event-stream"), ...failureResponses, ...signedInFailures, ...notFound },
      },
    },
    async (request, reply) => {
      const { customerId } = signedIn(request);
      const only = request.query.id;
      if (only) await getOrderDetails(db, customerId, only);
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
    },
  );
}

