import * as cart from "@domain/cart/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { couponUses } from "../../services/cart/coupons";

/**
 * api/admin/getCouponUsed, a customer operation at an admin address (its declaration says why): it
 * takes a customer token and answers that customer's own coupon uses only.
 */
export function couponUsedRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, cart.getCouponUsed, async (request) => {
    const list = await couponUses(db, signedIn(request).customerId, request.body?.couponCode);
    return ok({ list, count: list.length });
  });
}
