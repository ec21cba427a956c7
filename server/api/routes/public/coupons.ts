import * as cart from "@domain/cart/endpoints";
import { catalogueEtag } from "../../http/catalogue-etag";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { liveCoupons, nextOfferChange } from "../../services/cart/coupons";

/**
 * The public offers (docs/product.md#offers). Like the rest of the catalogue they answer with an ETag
 * of their bytes; `Expires` says when they next change by the clock alone (an offer starts or ends),
 * so whoever keeps them asks again by then (docs/decisions/020).
 */
export function publicCouponRoutes(scope: Scope<"public">, { db }: RouteDeps) {
  route(
    scope,
    cart.showCoupon,
    async (request, reply) => {
      const [list, next] = await Promise.all([liveCoupons(db, request.language), nextOfferChange(db)]);
      if (next) reply.header("expires", next.toUTCString());
      return ok({ list, count: list.length });
    },
    { onSend: catalogueEtag },
  );
}
