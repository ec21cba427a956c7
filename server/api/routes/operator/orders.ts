import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_TYPES, nextStatuses, orderNumberField } from "@domain/orders/orders";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { operatorSecurity } from "../../http/operator";
import type { Api, RouteDeps } from "../../http/types";
import { moveOrder } from "../../services/order-moves";
import { listOrdersForOperator } from "../../services/orders";
import type { Scope } from "../../http/route";

const statusField = z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `status is one of: ${ORDER_STATUSES.join(", ")}` }) });

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
  next: z.array(z.enum(ORDER_STATUSES)).describe("Where an operator may move it"),
});

/** Operators move orders along the state machine (decision 010) and list them. */
export function adminOrderRoutes({ app }: Scope<"operator">, { db }: RouteDeps) {
  const common = { tags: ["operators"], security: operatorSecurity };
  const unauthorised = { 401: failureSchema.describe("Not the operator token") };

  app.get(
    "/listOrders",
    {
      schema: {
        ...common,
        summary: "The newest 200 orders, all or in one status",
        querystring: z.object({
          status: z.enum(["all", ...ORDER_STATUSES], { errorMap: () => ({ message: `status is all or one of: ${ORDER_STATUSES.join(", ")}` }) }).default("all"),
        }),
        response: { 200: envelope(z.object({ list: z.array(operatorOrder), count: z.number().int() })), ...failureResponses, ...unauthorised },
      },
    },
    async (request) => {
      const list = await listOrdersForOperator(db, request.query.status === "all" ? undefined : request.query.status);
      return ok({ list, count: list.length });
    },
  );

  app.post(
    "/updateOrderStatus",
    {
      schema: {
        ...common,
        summary: "Moves an order to a status the state machine allows operators; stock, refunds, notification and live event follow",
        body: z.object({
          orderId: orderNumberField,
          status: statusField,
          note: z.string().trim().max(200, "note is at most 200 characters").optional(),
        }),
        response: {
          200: envelope(operatorOrder.pick({ id: true, status: true, next: true })),
          ...failureResponses,
          ...unauthorised,
          404: failureSchema.describe("No such order"),
          409: failureSchema.describe("Not an allowed move from the order's status; the message names the allowed next statuses"),
        },
      },
    },
    async (request) => {
      const { orderId, status, note } = request.body;
      await moveOrder(db, { orderNumber: orderId, to: status, actor: "operator", note: note || null });
      return ok({ id: orderId, status, next: nextStatuses(status, "operator") }, `Order ${orderId} is now ${status}`);
    },
  );
}
