import * as cart from "@domain/cart/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { applyCoupon, removeCoupon } from "../../services/cart/cart";
import { usableCoupons } from "../../services/cart/coupons";
import { cartResponse } from "./cart";

/** The signed-in customer's promo codes (docs/product.md#offers). */
export function couponRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  const located = requireLocation(db);

  route(scope, cart.listAllCoupon, async (request) => {
    const list = await usableCoupons(db, signedIn(request).customerId, request.language);
    return ok({ list, count: list.length });
  });

  route(
    scope,
    cart.applyCoupon,
    async (request) =>
      ok(
        cartResponse(await applyCoupon(db, signedIn(request).customerId, request.body.couponCode, request.language), request.language),
        "Promo code applied successfully",
      ),
    { preHandler: located },
  );

  route(
    scope,
    cart.removeAppliedCoupon,
    async (request) =>
      ok(cartResponse(await removeCoupon(db, signedIn(request).customerId, request.language), request.language), "Promo code removed successfully"),
    {
      preHandler: located,
    },
  );
}
