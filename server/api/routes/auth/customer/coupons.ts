import { z } from "zod";
import { coupon } from "@domain/catalogue-schemas";
import { envelope, failureResponses, ok } from "../../../http/envelope";
import type { Api, Deps } from "../../../http/types";
import { liveCoupons } from "../../../services/coupons";

/** The public offers under /v1/auth/customer (spec §7 Catalogue: showCoupon). */
export function publicCouponRoutes(app: Api, { db }: Deps) {
  app.get(
    "/showCoupon",
    {
      schema: {
        tags: ["coupons"],
        summary: "The offers anyone can use now: public, switched on, inside their dates, with uses left",
        response: { 200: envelope(z.object({ list: z.array(coupon), count: z.number() })), ...failureResponses },
      },
    },
    async () => {
      const list = await liveCoupons(db);
      return ok({ list, count: list.length });
    },
  );

}
