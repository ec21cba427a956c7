import * as orders from "@domain/orders/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { OUTCOME_LABELS } from "@domain/cod/outcomes";
import { rupeesToPaise } from "@domain/shared/money";
import { nextStatuses } from "@domain/orders/orders";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { DomainError, say } from "../../services/errors";
import { backtestCashOrders } from "../../services/cod/backtest";
import { cashOrderMeasures } from "../../services/cod/measures";
import { recordOutcome } from "../../services/cod/outcomes";
import { moveOrder } from "../../services/orders/order-moves";
import { getOrderForOperator, listOrdersForOperator } from "../../services/orders/orders";

/**
 * Operators move orders along the state machine (decision 010, docs/product.md#state-machine) and list
 * them, record what happened to their deliveries, measure the cash orders that came back and backtest
 * the cash-on-delivery score on them.
 */
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

  route(scope, orders.recordDeliveryOutcome, async (request) => {
    const { orderId, outcome, cost, note } = request.body;
    const { status } = await recordOutcome(db, {
      orderNumber: orderId,
      outcome,
      costPaise: cost === undefined ? null : rupeesToPaise(cost),
      note,
      operator: signedInOperator(request),
    });
    const t = translatorFor(request.language);
    return ok(
      { id: orderId, status, next: nextStatuses(status, "operator"), outcome },
      t.text("Order {orderId}: {outcome} recorded", { orderId, outcome: t.text(OUTCOME_LABELS[outcome]) }),
    );
  });

  route(scope, orders.backtestCashOrders, async (request) => ok({ days: request.query.days, bands: await backtestCashOrders(db, request.query.days) }));

  route(scope, orders.getCashOrderMeasures, async () => ok(await cashOrderMeasures(db)));

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
