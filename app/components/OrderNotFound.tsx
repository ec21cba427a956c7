import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFound } from "./NotFound";

/** The error boundary of the pages of one order: an order that is not the customer's is the 404 page. */
export function OrderErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound title="Order not found">
        <p>
          We could not find this order among yours. <Link to="/order_list">See your orders</Link>
        </p>
      </NotFound>
    );
  }
  throw error;
}
