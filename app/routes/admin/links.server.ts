import type { Endpoint } from "@domain/contract";
import type { MessageKey } from "@domain/i18n/keys";
import * as catalogue from "@domain/catalogue/endpoints";
import * as cart from "@domain/cart/endpoints";
import * as delivery from "@domain/delivery/endpoints";
import * as help from "@domain/help/endpoints";
import * as operators from "@domain/operators/endpoints";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";
import * as reviews from "@domain/reviews/endpoints";
import { mayCall, type OperatorRole } from "@domain/operators/roles";

/** The console's pages, each shown to the roles that may call the API operation it is made of (the API decides; the bar only follows). */
const PAGES: { label: MessageKey; to: string; reads: Endpoint }[] = [
  { label: "Orders", to: "/admin/orders", reads: orders.listOrders },
  { label: "Refunds", to: "/admin/refunds", reads: payments.listRefunds },
  { label: "Help tickets", to: "/admin/tickets", reads: help.listFeedback },
  { label: "Products", to: "/admin/products", reads: catalogue.listProductsForOperator },
  { label: "Reviews", to: "/admin/reviews", reads: reviews.listReviewsForOperator },
  { label: "Areas", to: "/admin/areas", reads: delivery.listAreaDelivery },
  { label: "Promo codes", to: "/admin/coupons", reads: cart.listCouponsForOperator },
  { label: "Operators", to: "/admin/operators", reads: operators.listOperators },
  { label: "Audit", to: "/admin/audit", reads: operators.listAudit },
];

export const consoleLinks = (role: OperatorRole) => PAGES.filter((page) => mayCall(role, page.reads.roles)).map(({ label, to }) => ({ label, to }));
