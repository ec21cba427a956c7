import type { Endpoint } from "@domain/contract";
import type { MessageKey } from "@domain/i18n/keys";
import * as catalogue from "@domain/catalogue/endpoints";
import * as cart from "@domain/cart/endpoints";
import * as delivery from "@domain/delivery/endpoints";
import * as ladder from "@domain/cod/endpoints";
import * as help from "@domain/help/endpoints";
import * as operators from "@domain/operators/endpoints";
import * as orders from "@domain/orders/endpoints";
import * as payments from "@domain/payments/endpoints";
import * as reviews from "@domain/reviews/endpoints";
import * as subscriptions from "@domain/subscriptions/endpoints";
import { mayCall, type OperatorRole } from "@domain/operators/roles";

/**
 * What the console shows each role: every page is made of the API operation it reads, and each of its
 * forms of the operation it sends. A role sees a page, and on it a form, only when the API would take
 * that operation from it (the contract's roles). The API still decides; the console offers nothing it
 * would refuse.
 */
type ConsolePage = { reads: Endpoint; forms: Record<string, Endpoint>; link?: { label: MessageKey; to: string } };

export const CONSOLE_PAGES = {
  orders: {
    reads: orders.listOrders,
    forms: { move: orders.updateOrderStatus, accept: orders.acceptOrders },
    link: { label: "Orders", to: "/admin/orders" },
  },
  order: {
    reads: orders.getOrder,
    forms: { move: orders.updateOrderStatus, outcome: orders.recordDeliveryOutcome, refundPaid: payments.recordRefundPaid },
  },
  refunds: { reads: payments.listRefunds, forms: { refundPaid: payments.recordRefundPaid }, link: { label: "Refunds", to: "/admin/refunds" } },
  subscriptions: {
    reads: subscriptions.listSubscriptions,
    forms: { change: subscriptions.operatorChangeSubscription },
    link: { label: "Subscriptions", to: "/admin/subscriptions" },
  },
  tickets: { reads: help.listFeedback, forms: { reply: help.answerFeedback }, link: { label: "Help tickets", to: "/admin/tickets" } },
  products: { reads: catalogue.listProductsForOperator, forms: {}, link: { label: "Products", to: "/admin/products" } },
  product: { reads: catalogue.getProductForOperator, forms: { save: catalogue.updateProduct, refills: catalogue.setProductRefills } },
  newProduct: { reads: catalogue.createProduct, forms: {} },
  reviews: {
    reads: reviews.listReviewsForOperator,
    forms: { hide: reviews.hideReview, show: reviews.unhideReview },
    link: { label: "Reviews", to: "/admin/reviews" },
  },
  areas: {
    reads: delivery.listAreaDelivery,
    forms: { add: delivery.addArea, change: delivery.updateAreaDelivery },
    link: { label: "Areas", to: "/admin/areas" },
  },
  coupons: { reads: cart.listCouponsForOperator, forms: { save: cart.saveCoupon }, link: { label: "Promo codes", to: "/admin/coupons" } },
  operators: {
    reads: operators.listOperators,
    forms: { add: operators.addOperator, change: operators.updateOperator },
    link: { label: "Operators", to: "/admin/operators" },
  },
  audit: { reads: operators.listAudit, forms: {}, link: { label: "Audit", to: "/admin/audit" } },
  cod: { reads: orders.getCashOrderMeasures, forms: {}, link: { label: "Cash on delivery", to: "/admin/cod" } },
  cashSettings: {
    reads: ladder.getCodSettings,
    forms: { save: ladder.setCodSettings },
  },
} satisfies Record<string, ConsolePage>;

export type ConsolePageName = keyof typeof CONSOLE_PAGES;

/** Whether a role may open a console page. */
export const mayOpen = (role: OperatorRole, page: ConsolePageName) => mayCall(role, (CONSOLE_PAGES[page] as ConsolePage).reads.roles);

/** Which of a page's forms a role is offered, by the form's name. */
export function offeredForms<Page extends ConsolePageName>(role: OperatorRole, page: Page) {
  const forms = CONSOLE_PAGES[page].forms as Record<keyof (typeof CONSOLE_PAGES)[Page]["forms"], Endpoint>;
  return Object.fromEntries(Object.entries<Endpoint>(forms).map(([name, endpoint]) => [name, mayCall(role, endpoint.roles)])) as Record<
    keyof (typeof CONSOLE_PAGES)[Page]["forms"],
    boolean
  >;
}

/** The bar's links: the pages the role may open, in the bar's order. */
export const consoleLinks = (role: OperatorRole) =>
  Object.entries<ConsolePage>(CONSOLE_PAGES).flatMap(([page, { link }]) => (link && mayOpen(role, page as ConsolePageName) ? [link] : []));
