import * as orders from "@domain/orders/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { nextStatuses } from "@domain/orders/orders";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { DomainError, say } from "../../services/errors";
import { moveOrder } from "../../services/orders/order-moves";
import { getOrderForOperator, listOrdersForOperator } from "../../services/orders/orders";

/** Operators move orders along the state machine (decision 010, docs/product.md#state-machine) and list them. */
export function adminOrderRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, orders.listOrders, async (request) => {
    const { status, search, page } = request.query;
    return ok(await listOrdersForOperator(db, { status: status === "all" ? undefined : status, search, page }));
  });

  route(scope, orders.getOrder, async (request) => ok(await getOrderForOperator(db, request.query.id)));

  route(scope, orders.updateOrderStatus, async (request) => {
    const { orderId, status, note } = request.body;
    await moveOrder(db, { orderNumber: orderId, to: status, actor: "operator", note: note || null, operator: signedInOperator(request) });
    return ok(
      { id: orderId, status, next: nextStatuses(status, "operator") },
      translatorFor(request.language).text("Order {orderId} is now {status}", { orderId, status }),
    );
  });

  route(scope, orders.acceptOrders, async (request) => {
    const t = translatorFor(request.language);
    const accepted: string[] = [];
    const refused: { orderId: string; message: string }[] = [];
    for (const orderId of new Set(request.body.orderIds)) {
      try {
        await moveOrder(db, { orderNumber: orderId, to: "accepted", actor: "operator", operator: signedInOperator(request) });
        accepted.push(orderId);
      } catch (error) {
        // One order's refusal (not pending, not paid, no such order) leaves the others to be accepted.
        if (!(error instanceof DomainError)) throw error;
        refused.push({ orderId, message: say(t.text, error.template, error.params) });
      }
    }
    return ok({ accepted, refused }, t.text("Orders accepted: {count}", { count: accepted.length }));
  });
}
