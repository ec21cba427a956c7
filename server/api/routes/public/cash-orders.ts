import * as ladder from "@domain/cod/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { confirmationMessage, confirmByLink, linkState } from "../../services/cod/confirmations";

/** A cash order's SMS confirmation link (docs/product.md#cash-on-delivery-risk): no session, the signed token is the proof. */
export function publicCashOrderRoutes(scope: Scope<"public">, { db, env }: RouteDeps) {
  route(scope, ladder.getCashConfirmationLink, async (request) => ok(await linkState(db, env, request.query.orderId, request.query.token)));

  route(scope, ladder.confirmCashOrderByLink, async (request) => {
    const state = await confirmByLink(db, env, request.body.orderId, request.body.token);
    return ok({ orderId: request.body.orderId, state }, confirmationMessage(request.language, state, request.body.orderId));
  });
}
