import type { Endpoint } from "@domain/contract";
import type { MessageKey } from "@domain/i18n/keys";
import * as catalogue from "@domain/catalogue/endpoints";
import * as help from "@domain/help/endpoints";
import * as operators from "@domain/operators/endpoints";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";
import { mayCall, type OperatorRole } from "@domain/operators/roles";

/** The console's pages, each shown to the roles that may call the API operation it is made of (the API decides; the bar only follows). */
const PAGES: { label: MessageKey; to: string; reads: Endpoint }[] = [
  { label: "Orders", to: "/admin/orders", reads: orders.listOrders },
  { label: "Refunds", to: "/admin/refunds", reads: payments.listRefunds },
  { label: "Help tickets", to: "/admin/tickets", reads: help.listFeedback },
  { label: "Products", to: "/admin/products", reads: catalogue.listProductsForOperator },
  { label: "Operators", to: "/admin/operators", reads: operators.listOperators },
  { label: "Audit", to: "/admin/audit", reads: operators.listAudit },
];

export const consoleLinks = (role: OperatorRole) => PAGES.filter((page) => mayCall(role, page.reads.roles)).map(({ label, to }) => ({ label, to }));
