import { z } from "zod";
import { coupon } from "@domain/catalogue/schemas";
import { catalogueEtag } from "../../http/catalogue-etag";
import { envelope, failureResponses, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { liveCoupons, nextOfferChange } from "../../services/coupons";
import type { Scope } from "../../http/route";

/**
 * The public offers under /v1/auth/customer (spec §7 Catalogue: showCoupon). Like the rest of the
 * catalogue they answer with an ETag of their bytes; `Expires` says when they next change by the
 * clock alone (an offer starts or ends), so whoever keeps them asks again by then (docs/decisions/020).
 */
export function publicCouponRoutes({ app }: Scope<"public">, { db }: RouteDeps) {
  app.get(
    "/showCoupon",
    {
      onSend: catalogueEtag,
      schema: {
        tags: ["coupons"],
        summary: "The offers anyone can use now: public, switched on, inside their dates, with uses left; Expires: when that next changes by the date alone",
        response: { 200: envelope(z.object({ list: z.array(coupon), count: z.number() })), ...failureResponses },
      },
    },
    async (_request, reply) => {
      const [list, next] = await Promise.all([liveCoupons(db), nextOfferChange(db)]);
      if (next) reply.header("expires", next.toUTCString());
      return ok({ list, count: list.length });
    },
  );

}
