import { registerRateLimits } from "../../http/rate-limits";
import { accessLevel } from "../../http/route";
import { activeAreaRoutes } from "./areas";
import { catalogueRoutes } from "./catalogue";
import { contactRoutes } from "./contact";
import { contentRoutes } from "./content";
import { deliveryRoutes } from "./delivery";
import { publicCouponRoutes } from "./coupons";
import { faqRoutes } from "./faq";
import { guestCartRoutes } from "./guest-cart";
import { locationRoutes } from "./location";
import { operatorSignInRoutes } from "./operator-sign-in";
import { otpRoutes } from "./otp";
import { publicPaymentRoutes } from "./payments";
import { publicCashOrderRoutes } from "./cash-orders";
import { signInRoutes } from "./sign-in";

/** Anyone may call these; they are rate limited per guest session and per client address (the storefront forwards both). */
export const publicRoutes = accessLevel({
  access: "public",
  admit: async (app, { env, redis }) => registerRateLimits(app, env, redis),
  modules: [
    locationRoutes,
    activeAreaRoutes,
    deliveryRoutes,
    catalogueRoutes,
    contentRoutes,
    faqRoutes,
    publicCouponRoutes,
    guestCartRoutes,
    contactRoutes,
    otpRoutes,
    signInRoutes,
    operatorSignInRoutes,
    publicPaymentRoutes,
    publicCashOrderRoutes,
  ],
});
