import * as payments from "@domain/payments/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { createPaymentLink } from "../../services/payments/links";

/** An operator makes a payment link for an unpaid order, to send by SMS (docs/product.md#payment-links). */
export function paymentLinkRoutes(scope: Scope<"operator">, { db, env }: RouteDeps) {
  route(scope, payments.createPaymentLink, async (request) => ok(await createPaymentLink(db, env, request.body.orderId), "Payment link created"));
}
