import * as cart from "@domain/cart/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { listCouponsForOperator, saveCoupon } from "../../services/cart/coupons";

/** The catalogue team keeps the shop's promo codes: adds them, changes their terms, switches them off. */
export function adminCouponRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, cart.listCouponsForOperator, async () => {
    const list = await listCouponsForOperator(db);
    return ok({ list, count: list.length });
  });

  route(scope, cart.saveCoupon, async (request) => {
    const coupon = await saveCoupon(db, signedInOperator(request), request.body);
    return ok(coupon, translatorFor(request.language).text("Promo code {code} saved", { code: coupon.code }));
  });
}
