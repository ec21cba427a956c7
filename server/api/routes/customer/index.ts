import { requireCustomer } from "../../http/auth";
import { registerRateLimits } from "../../http/rate-limits";
import { accessLevel } from "../../http/route";
import { addressRoutes } from "./addresses";
import { cardRoutes } from "./cards";
import { cartRoutes } from "./cart";
import { couponUsedRoutes } from "./coupon-uses";
import { couponRoutes } from "./coupons";
import { feedbackRoutes } from "./feedback";
import { notificationRoutes } from "./notifications";
import { orderRoutes } from "./orders";
import { profileRoutes } from "./profile";
import { referralRoutes } from "./referral";
import { refillRoutes } from "./refills";
import { reviewRoutes } from "./reviews";
import { sessionRoutes } from "./session";
import { subscriptionRoutes } from "./subscriptions";
import { cashOrderRoutes } from "./cash-orders";

/**
 * A signed-in customer's calls, each about that customer's own data: one authentication hook for all
 * of them (401 for no or an unknown token, 417 for an ended session or a blocked customer), before
 * the body is read; rate limited per customer and per client address.
 */
export const customerRoutes = accessLevel({
  access: "customer",
  admit: async (app, { db, env, redis }) => {
    app.addHook("onRequest", requireCustomer(db));
    await registerRateLimits(app, env, redis);
  },
  modules: [
    sessionRoutes,
    profileRoutes,
    addressRoutes,
    cardRoutes,
    orderRoutes,
    cashOrderRoutes,
    notificationRoutes,
    cartRoutes,
    couponRoutes,
    referralRoutes,
    feedbackRoutes,
    reviewRoutes,
    couponUsedRoutes,
    refillRoutes,
    subscriptionRoutes,
  ],
});
