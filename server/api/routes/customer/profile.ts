import * as account from "@domain/account/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { getCustomer, setLanguage, updateProfile } from "../../services/account/customers";

/** The signed-in customer's profile (docs/product.md#account). */
export function profileRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, account.getProfile, async (request) => ok(await getCustomer(db, signedIn(request).customerId)));

  route(scope, account.updateProfile, async (request) =>
    ok(await updateProfile(db, signedIn(request).customerId, request.body), "Profile updated successfully"),
  );

  route(scope, account.setLanguage, async (request) => ok(await setLanguage(db, signedIn(request).customerId, request.body.language)));
}
