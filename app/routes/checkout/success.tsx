import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/form";
import { ApiFailure, createApi } from "~/server/api.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import * as orders from "@domain/orders/endpoints";
import { formatRupees } from "@domain/shared/money";
import { pageMeta } from "~/utils/seo";
import { redirectWithError } from "~/server/toast.server";

/** Order success (/success/{id}, docs/product.md#checkout-and-payments): the placed order, and for an unpaid online order the way to pay. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  try {
    const { data } = await api.call(orders.getOrderDetails, { query: { id: params.id ?? "" } });
    return json({ order: data }, { headers: noStore });
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) throw await redirectWithError("/", "Order not found.");
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Order Placed");

export default function OrderSuccessPage() {
  const { order } = useLoaderData<typeof loader>();
  const unpaidOnline = order.paymentType === "online" && !order.paid;
  return (
    <section className="page payment-result">
      <div className="result-card">
        <h1>{unpaidOnline ? "Order placed: payment pending" : "Thank you! Your order is placed."}</h1>
        <p>
          Order number <strong data-testid="order-number">{order.id}</strong>
        </p>
        <ul className="summary-lines">
          {order.lines.map((line) => (
            <li key={line.productId}>
              <span>
                {line.productName} × {line.quantity}
              </span>
              <span>{formatRupees(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <p>
          Total <strong>{formatRupees(order.orderTotal)}</strong> ·{" "}
          {order.paymentType === "COD" ? "Cash on Delivery" : order.paid ? "Paid online" : "Online payment not received yet"}
        </p>
        <p className="muted">
          Delivering to {order.deliveryAddress.firstName} {order.deliveryAddress.lastName}, {order.deliveryAddress.apartment}, {order.deliveryAddress.street},{" "}
          {order.deliveryAddress.city} {order.deliveryAddress.pincode}
        </p>
        <div className="form-actions">
          {unpaidOnline ? (
            // Starting a payment asks the gateway for a new order: a POST, never a link.
            <Form method="post" action="/payment_method">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="orderId" value={order.id} />
              <SubmitButton pendingText="Starting payment…" action="/payment_method" intent="pay" className="button">
                Pay now
              </SubmitButton>
            </Form>
          ) : null}
          <Link to="/product_list/prefill/all" className={unpaidOnline ? "button button-secondary" : "button"}>
            Continue Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
