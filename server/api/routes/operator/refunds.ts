import * as payments from "@domain/payments/endpoints";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { reconcileOnce } from "../../services/payments/reconcile";
import { operatorRefunds, recordRefundPaid } from "../../services/orders/refunds";

/** Operators and the money: refunds to act on, transfers made by hand, and reconciliation run now. */
export function adminRefundRoutes(scope: Scope<"operator">, { db, gateway, payouts }: RouteDeps) {
  route(scope, payments.listRefunds, async (request) => ok({ list: await operatorRefunds(db, { state: request.query.state }) }));
  route(scope, payments.recordRefundPaid, async (request) => {
    const { refundId, utr } = request.body;
    const orderNumber = await recordRefundPaid(db, signedInOperator(request), refundId, utr);
    return ok({ refundId, orderNumber }, "Refund recorded as paid");
  });
  route(scope, payments.reconcilePayments, async (request) => ok(await reconcileOnce(db, gateway, payouts, request.log)));
}
