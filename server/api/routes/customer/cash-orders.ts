import * as ladder from "@domain/cod/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { cashAskPreview } from "../../services/cod/ladder";
import { confirmationMessage, confirmOnPage } from "../../services/cod/confirmations";

/** A cash order's ladder for the signed-in shopper (docs/product.md#cash-on-delivery-risk): the payment step's preview, and the order page's Confirm. */
export function cashOrderRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, ladder.getCashAsk, async (request) => ok(await cashAskPreview(db, signedIn(request).customerId, request.query)));

  route(scope, ladder.confirmCashOrder, async (request) => {
    const state = await confirmOnPage(db, signedIn(request).customerId, request.body.orderId);
    return ok({ orderId: request.body.orderId, state }, confirmationMessage(request.language, state, request.body.orderId));
  });
}
