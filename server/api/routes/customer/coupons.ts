import { z } from "zod";
import { coupon } from "@domain/catalogue/schemas";
import { cartData } from "@domain/cart/schemas";
import { couponSchema } from "@domain/cart/schemas";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import type { Api, RouteDeps } from "../../http/types";
import { applyCoupon, removeCoupon } from "../../services/cart";
import { usableCoupons } from "../../services/coupons";
import { cartResponse } from "./cart";
import type { Scope } from "../../http/route";

/** The signed-in customer's promo codes under /v1/api/customer (spec §7 Cards and coupons). */
export function couponRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  const located = requireLocation(db);
  const common = { tags: ["coupons"], security: signedInSecurity };
  const answers = {
    200: envelope(cartData),
    ...failureResponses,
    ...signedInFailures,
    409: failureSchema.describe("The cart does not qualify for the code"),
    422: failureSchema.describe("The pincode header is missing or not a place we deliver to"),
  };

  app.get(
    "/listAllCoupon",
    {
      schema: {
        ...common,
        summary: "The promo codes this customer can use now (public and their own), whatever is in the cart but its value",
        response: { 200: envelope(z.object({ list: z.array(coupon), count: z.number() })), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => {
      const list = await usableCoupons(db, signedIn(request).customerId);
      return ok({ list, count: list.length });
    },
  );

  app.post(
    "/applyCoupon",
    {
      preHandler: located,
      schema: {
        ...common,
        summary: "Applies a promo code to the cart, replacing any other. 400/404 carry the rule that refuses it, also in error.fields.couponCode",
        body: couponSchema,
        response: { ...answers, 404: failureSchema.describe("No such promo code") },
      },
    },
    async (request) => ok(cartResponse(await applyCoupon(db, signedIn(request).customerId, request.body.couponCode)), "Promo code applied successfully"),
  );

  app.post(
    "/removeAppliedCoupon",
    { preHandler: located, schema: { ...common, summary: "Takes the promo code off the cart", body: z.object({}).passthrough().optional(), response: answers } },
    async (request) => ok(cartResponse(await removeCoupon(db, signedIn(request).customerId)), "Promo code removed successfully"),
  );
}
