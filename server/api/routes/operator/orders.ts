import * as orders from "@domain/orders/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { nextStatuses } from "@domain/orders/orders";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { moveOrder } from "../../services/order-moves";
import { listOrdersForOperator } from "../../services/orders";

/** Operators move orders along the state machine (decision 010, docs/product.md#state-machine) and list them. */
export function adminOrderRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, orders.listOrders, async (request) => {
    const list = await listOrdersForOperator(db, request.query.status === "all" ? undefined : request.query.status);
    return ok({ list, count: list.length });
  });

  route(scope, orders.updateOrderStatus, async (request) => {
    const { orderId, status, note } = request.body;
    await moveOrder(db, { orderNumber: orderId, to: status, actor: "operator", note: note || null, operator: signedInOperator(request) });
    return ok(
      { id: orderId, status, next: nextStatuses(status, "operator") },
      translatorFor(request.language).text("Order {orderId} is now {status}", { orderId, status }),
    );
  });
}
