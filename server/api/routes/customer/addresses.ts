import * as account from "@domain/account/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { addAddress, deleteAddress, getAddress, listAddresses, setDefaultAddress, updateAddress } from "../../services/account/addresses";

/** The signed-in customer's delivery addresses (docs/product.md#account). */
export function addressRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, account.listAddress, async (request) => {
    const list = await listAddresses(db, signedIn(request).customerId);
    return ok({ list, count: list.length });
  });

  route(scope, account.getAddress, async (request) => ok(await getAddress(db, signedIn(request).customerId, request.query.id)));

  route(scope, account.addAddress, async (request) => ok(await addAddress(db, signedIn(request).customerId, request.body), "Address added successfully"));

  route(scope, account.updateAddress, async (request) => {
    const { id, ...address } = request.body;
    return ok(await updateAddress(db, signedIn(request).customerId, id, address), "Address updated successfully");
  });

  route(scope, account.deleteAddress, async (request) => {
    await deleteAddress(db, signedIn(request).customerId, request.query.id);
    return ok({}, "Address deleted successfully");
  });

  route(scope, account.setDefaultAddress, async (request) =>
    ok(await setDefaultAddress(db, signedIn(request).customerId, request.body.id), "Default address updated"),
  );
}
