import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/SubmitButton";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import * as orders from "@domain/orders/endpoints";
import { formatRupees } from "@domain/shared/money";
import { translatedMeta } from "~/i18n/meta";
import { redirectWithError } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { PayNow, payNowWords } from "~/components/PayNow";
import { PromisedDelivery } from "~/components/DeliveryPromise";
import { promisedDeliveryMessages } from "~/server/delivery.server";
import { useT } from "~/i18n/useT";
import { withParts } from "~/i18n/parts";

/**
 * Order success (/success/{id}, docs/product.md#checkout-and-payments): the placed order, and for an
 * unpaid online order the way to pay; a cash order's ways to pay now (its part payment, or the whole
 * with the prepaid offer off: docs/product.md#cash-on-delivery-risk).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  try {
    const { data } = await api.call(orders.getOrderDetails, { query: { id: params.id ?? "" } });
    const messages = [...(await pageMessages(request, "checkout")), ...(await promisedDeliveryMessages(request, data))];
    return json({ order: data, payNow: payNowWords(await translatorOf(request), data), messages }, { headers: noStore });
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) {
      throw await redirectWithError("/", (await translatorOf(request))("Order not found."));
    }
    throw error;
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("Order Placed"));

export default function OrderSuccessPage() {
  const { order, payNow } = useLoaderData<typeof loader>();
  const t = useT();
  const unpaidOnline = order.paymentType === "online" && !order.paid;
  const { firstName, lastName, apartment, street, city, pincode } = order.deliveryAddress;
  return (
    <section className="page payment-result">
      <div className="result-card">
        <h1>{unpaidOnline ? t("Order placed: payment pending") : t("Thank you! Your order is placed.")}</h1>
        <p>{withParts(t("Order number {orderNumber}"), { orderNumber: <strong data-testid="order-number">{order.id}</strong> })}</p>
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
          {withParts(t("Total {total}"), { total: <strong>{formatRupees(order.orderTotal)}</strong> })} ·{" "}
          {order.paymentType === "COD" ? t("Cash on Delivery") : order.paid ? t("Paid online") : t("Online payment not received yet")}
        </p>
        {order.partPaid > 0 ? (
          <p>{withParts(t("To pay on delivery {amount}"), { amount: <strong data-testid="due-on-delivery">{formatRupees(order.dueOnDelivery)}</strong> })}</p>
        ) : null}
        <PromisedDelivery order={order} />
        <PayNow orderId={order.id} words={payNow} />
        <p className="muted">
          {t("Delivering to {firstName} {lastName}, {apartment}, {street}, {city} {pincode}", { firstName, lastName, apartment, street, city, pincode })}
        </p>
        <div className="form-actions">
          {unpaidOnline ? (
            // Starting a payment asks the gateway for a new order: a POST, never a link.
            <Form method="post" action="/payment_method">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="orderId" value={order.id} />
              <SubmitButton pendingText={t("Starting payment…")} action="/payment_method" intent="pay" className="button">
                {t("Pay now")}
              </SubmitButton>
            </Form>
          ) : null}
          <Link to="/product_list/prefill/all" className={unpaidOnline ? "button button-secondary" : "button"}>
            {t("Continue Shopping")}
          </Link>
        </div>
      </div>
    </section>
  );
}
