import { z } from "zod";
import { referralSchema } from "@domain/cart/schemas";
import { referralMessages } from "@domain/cart/cart";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import type { Api, RouteDeps } from "../../http/types";
import { applyReferral, removeReferral } from "../../services/cart";
import { countCustomerOrders } from "../../services/customers";
import { offerTerms, referralAsFriend, referralCodeOf, referralOffer, referredFriends, rewardCoupons } from "../../services/referrals";
import { productSummary } from "@domain/catalogue/schemas";
import { cartData } from "@domain/cart/schemas";
import { cartResponse } from "./cart";
import type { Scope } from "../../http/route";

const offer = z
  .object({
    product: productSummary.describe("The referral product: the friend's discount is on one unit of it"),
    friendDiscount: z.object({ type: z.enum(["flat", "percent"]), value: z.number().describe("Rupees off for flat, per cent off for percent") }),
    referrerReward: z.object({ amount: z.number(), minOrderValue: z.number(), validDays: z.number() }).describe("A personal flat coupon, once the friend's first order is delivered"),
  })
  .nullable()
  .describe("The programme's terms; null while it is switched off");

/**
 * The referral programme under /v1/api/customer (spec §7 Referral). As a referrer the customer has a
 * code to share and earns reward coupons; as a friend they apply someone's code to a first order.
 * Applying and removing answer the cart, whose totals carry the referral discount.
 */
export function referralRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  const located = requireLocation(db);
  const common = { tags: ["referral"], security: signedInSecurity };

  app.get(
    "/checkAndGetReferral",
    {
      schema: {
        ...common,
        summary: "The customer's own referral code (made on first use) and the programme's terms",
        response: { 200: envelope(z.object({ referralCode: z.string(), offer })), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      const [referralCode, current] = await Promise.all([referralCodeOf(db, customerId), referralOffer(db)]);
      return ok({ referralCode, offer: current ? offerTerms(current) : null });
    },
  );

  app.get(
    "/getReferralData",
    {
      schema: {
        ...common,
        summary: "Both sides of the programme: friends who used the customer's code, and the code they applied themselves or whether they still may",
        response: {
          200: envelope(
            z.object({
              referralCode: z.string(),
              list: z.array(z.object({ friendName: z.string(), status: z.enum(["joined", "ordered", "rewarded"]), joinedAt: z.string() })),
              count: z.number(),
              applied: z.object({ code: z.string(), used: z.boolean() }).nullable().describe("The friend's code this customer applied; used once an order took it"),
              canApply: z.boolean().describe("True while this customer may still apply a friend's code"),
            }),
          ),
          ...failureResponses,
          ...signedInFailures,
        },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      const [referralCode, list, applied, orders, current] = await Promise.all([
        referralCodeOf(db, customerId),
        referredFriends(db, customerId),
        referralAsFriend(db, customerId),
        countCustomerOrders(db, customerId),
        referralOffer(db),
      ]);
      return ok({
        referralCode,
        list,
        count: list.length,
        applied: applied ? { code: applied.code, used: applied.order_id !== null } : null,
        canApply: !applied && orders === 0 && current !== null,
      });
    },
  );

  app.get(
    "/getReferralCoupon",
    {
      schema: {
        ...common,
        summary: "The reward coupons the customer earned by referring friends",
        response: {
          200: envelope(
            z.object({
              list: z.array(z.object({ code: z.string(), description: z.string(), amount: z.number(), minOrderValue: z.number(), validTo: z.string(), status: z.enum(["available", "used", "expired"]) })),
              count: z.number(),
            }),
          ),
          ...failureResponses,
          ...signedInFailures,
        },
      },
    },
    async (request) => {
      const list = await rewardCoupons(db, signedIn(request).customerId);
      return ok({ list, count: list.length });
    },
  );

  const answers = {
    200: envelope(cartData),
    ...failureResponses,
    ...signedInFailures,
    404: failureSchema.describe("No such referral code, or none applied"),
    409: failureSchema.describe("A code was applied or used before, the offer is off, or the cart is full"),
    422: failureSchema.describe("The pincode header is missing or not a place we deliver to"),
  };

  app.post(
    "/checkReferralCode",
    {
      preHandler: located,
      schema: {
        ...common,
        summary: "A friend applies a referral code to their first order; the referral product is put in the cart (one unit) if missing. Refusals also in error.fields.referralCode",
        body: referralSchema,
        response: answers,
      },
    },
    async (request) => ok(cartResponse(await applyReferral(db, signedIn(request).customerId, request.body.referralCode)), "Referral code applied successfully"),
  );

  app.post(
    "/removeReferralCode",
    { preHandler: located, schema: { ...common, summary: "Takes off the referral code not yet used by an order", body: z.object({}).passthrough().optional(), response: answers } },
    async (request) => ok(cartResponse(await removeReferral(db, signedIn(request).customerId)), referralMessages.removed),
  );
}
