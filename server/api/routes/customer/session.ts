import * as account from "@domain/account/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { revokeToken } from "../../services/account/tokens";

/** POST /v1/api/customer/logout (docs/product.md#signing-out): the token stops working at once, and the device gets no more pushes. */
export function sessionRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, account.logout, async (request) => {
    await revokeToken(db, signedIn(request).tokenHash, request.body.fcmToken);
    return ok({}, "Logged out successfully");
  });
}
