import { requireOperator } from "../../http/operator";
import { accessLevel } from "../../http/route";
import { adminAreaRoutes } from "./areas";
import { adminCatalogueRoutes } from "./catalogue";
import { adminFeedbackRoutes } from "./feedback";
import { adminOrderRoutes } from "./orders";
import { paymentLinkRoutes } from "./payment-links";
import { adminRefillReminderRoutes } from "./refill-reminders";
import { adminRefundRoutes } from "./refunds";

/** Operators' calls, with the operator token (`npm run admin` drives them). */
export const operatorRoutes = accessLevel({
  access: "operator",
  admit: async (app, { env }) => {
    app.addHook("onRequest", requireOperator(env));
  },
  modules: [paymentLinkRoutes, adminOrderRoutes, adminFeedbackRoutes, adminRefundRoutes, adminCatalogueRoutes, adminAreaRoutes, adminRefillReminderRoutes],
});
