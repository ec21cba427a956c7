/**
 * Type tests of the contract, checked by `npm run typecheck` (tsc): each `@ts-expect-error` line must
 * fail to compile, so a storefront call or an API handler that departs from an operation's
 * declaration is caught before anything runs. Nothing here is executed.
 */
import * as account from "@domain/account/endpoints";
import type { Api } from "~/server/api/client.server";
import { route, type Scope } from "../../server/api/http/route";
import { ok } from "../../server/api/http/envelope";

export async function storefrontCalls(api: Api) {
  // The answer is typed by the declaration: a list of addresses.
  const { data } = await api.call(account.listAddress);
  const pincode: string | undefined = data.list[0]?.pincode;
  // @ts-expect-error a field the answer does not have
  const street2 = data.list[0]?.street2;
  // @ts-expect-error a path instead of a declared operation
  await api.call("api/customer/listAddress");
  // @ts-expect-error the method and path of the old client
  await api.call("GET", "api/customer/listAddress");
  // @ts-expect-error a required query left out
  await api.call(account.getAddress);
  // @ts-expect-error a query field the operation does not take
  await api.call(account.getAddress, { query: { addressId: "1" } });
  // @ts-expect-error a body of the wrong shape
  await api.call(account.setDefaultAddress, { body: { addressId: "1" } });
  // @ts-expect-error a body for an operation that takes none
  await api.call(account.listAddress, { body: {} });
  return [pincode, street2];
}

export function apiHandlers(customer: Scope<"customer">, publicScope: Scope<"public">) {
  // @ts-expect-error an answer that is not the declared data
  route(customer, account.getAddress, async () => ok({ id: 1 }));
  // @ts-expect-error a customer's operation registered in the public scope
  route(publicScope, account.listAddress, async () => ok({ list: [], count: 0 }));
  // @ts-expect-error the handler reads a query field the declaration does not have
  route(customer, account.getAddress, async (request) => ok(await Promise.reject(request.query.addressId)));
}
