import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { translator } from "@domain/i18n/translate";
import { useT } from "~/i18n/useT";
import { NotFound } from "./NotFound";

/**
 * The error boundary of the pages of one order: an order that is not the customer's is the 404 page.
 * Its words come with the refusal (orders.server.ts), since a refused loader's data is not the page's.
 */
export function OrderErrorBoundary() {
  const error = useRouteError();
  const { language } = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const t = translator(language, error.data?.messages ?? {});
    return (
      <NotFound title={t("Order not found")}>
        <p>
          {t("We could not find this order among yours.")} <Link to="/order_list">{t("See your orders")}</Link>
        </p>
      </NotFound>
    );
  }
  throw error;
}
