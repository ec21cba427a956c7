import { requireOperator } from "../../http/operator";
import { accessLevel } from "../../http/route";
import { adminAreaRoutes } from "./areas";
import { adminCatalogueRoutes } from "./catalogue";
import { adminCouponRoutes } from "./coupons";
import { adminFeedbackRoutes } from "./feedback";
import { operatorAccountRoutes } from "./operators";
import { adminOrderRoutes } from "./orders";
import { paymentLinkRoutes } from "./payment-links";
import { adminRefillReminderRoutes } from "./refill-reminders";
import { adminRefundRoutes } from "./refunds";
import { adminReviewRoutes } from "./reviews";
import { adminSubscriptionRoutes } from "./subscriptions";
import { adminCashOrderRoutes } from "./cash-orders";

/** Operators' calls, with an operator's own token or the shared one of `npm run admin`; each operation says which roles may call it. */
export const operatorRoutes = accessLevel({
  access: "operator",
  admit: async (app, { env, db }) => {
    app.addHook("onRequest", requireOperator(env, db));
  },
  modules: [
    operatorAccountRoutes,
    paymentLinkRoutes,
    adminOrderRoutes,
    adminFeedbackRoutes,
    adminRefundRoutes,
    adminCatalogueRoutes,
    adminAreaRoutes,
    adminRefillReminderRoutes,
    adminReviewRoutes,
    adminCouponRoutes,
    adminSubscriptionRoutes,
    adminCashOrderRoutes,
  ],
});
