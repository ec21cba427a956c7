import * as cart from "@domain/cart/endpoints";
import { ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { priceLines } from "../../services/cart/cart";
import { cartResponse } from "../customer/cart";

/**
 * A guest's cart, priced (docs/product.md#cart): the storefront keeps a guest's product ids and
 * quantities and asks here for the lines, totals and problems, with the same rules and messages as a
 * customer's cart.
 */
export function guestCartRoutes(scope: Scope<"public">, { db }: RouteDeps) {
  route(scope, cart.priceCart, async (request) => ok(cartResponse(await priceLines(db, request.body.products, request.language), request.language)), {
    preHandler: requireLocation(db),
  });
}
