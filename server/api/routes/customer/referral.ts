import * as cart from "@domain/cart/endpoints";
import { referralMessages } from "@domain/cart/cart";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { applyReferral, removeReferral } from "../../services/cart/cart";
import { countCustomerOrders } from "../../services/account/customers";
import { offerTerms, referralAsFriend, referralCodeOf, referralOffer, referredFriends, rewardCoupons } from "../../services/cart/referrals";
import { cartResponse } from "./cart";

/**
 * The referral programme (docs/product.md#offers). As a referrer the customer has a code to share and
 * earns reward coupons; as a friend they apply someone's code to a first order. Applying and removing
 * answer the cart, whose totals carry the referral discount.
 */
export function referralRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  const located = requireLocation(db);

  route(scope, cart.checkAndGetReferral, async (request) => {
    const { customerId } = signedIn(request);
    const [referralCode, current] = await Promise.all([referralCodeOf(db, customerId), referralOffer(db, request.language)]);
    return ok({ referralCode, offer: current ? offerTerms(current) : null });
  });

  route(scope, cart.getReferralData, async (request) => {
    const { customerId } = signedIn(request);
    const [referralCode, list, applied, orders, current] = await Promise.all([
      referralCodeOf(db, customerId),
      referredFriends(db, customerId),
      referralAsFriend(db, customerId),
      countCustomerOrders(db, customerId),
      referralOffer(db, request.language),
    ]);
    return ok({
      referralCode,
      list,
      count: list.length,
      applied: applied ? { code: applied.code, used: applied.order_id !== null } : null,
      canApply: !applied && orders === 0 && current !== null,
    });
  });

  route(scope, cart.getReferralCoupon, async (request) => {
    const list = await rewardCoupons(db, signedIn(request).customerId, request.language);
    return ok({ list, count: list.length });
  });

  route(
    scope,
    cart.checkReferralCode,
    async (request) =>
      ok(
        cartResponse(await applyReferral(db, signedIn(request).customerId, request.body.referralCode, request.language), request.language),
        "Referral code applied successfully",
      ),
    { preHandler: located },
  );

  route(
    scope,
    cart.removeReferralCode,
    async (request) => ok(cartResponse(await removeReferral(db, signedIn(request).customerId, request.language), request.language), referralMessages.removed),
    {
      preHandler: located,
    },
  );
}
