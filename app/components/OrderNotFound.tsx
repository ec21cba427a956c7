import { Link } from "@remix-run/react";
import { notFoundBoundary } from "./NotFound";

/**
 * The error boundary of the pages of one order: an order that is not the customer's is the 404 page.
 * Its words come with the refusal (orders.server.ts), since a refused loader's data is not the page's.
 */
export const OrderErrorBoundary = notFoundBoundary(
  (t) => ({
    title: t("Order not found"),
    text: (
      <>
        {t("We could not find this order among yours.")} <Link to="/order_list">{t("See your orders")}</Link>
      </>
    ),
  }),
  "refusal",
);
