import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { formatClock } from "@domain/shared/dates";
import { OfflineNote } from "~/components/OfflineNote";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { formatRupees } from "@domain/shared/money";
import * as orders from "@domain/orders/endpoints";
import type { OrderDetails } from "@domain/orders/schemas";
import { ORDER_STATUS_LABELS } from "@domain/orders/statuses";
import { OUTCOME_LABELS, outcomeAdvice } from "@domain/cod/outcomes";
import { BuyAgainForm } from "~/components/BuyAgainForm";
import { MyRefillsLink } from "~/components/MyRefillsLink";
import { SubmitButton } from "~/components/SubmitButton";
import { DeliveryAddress } from "~/components/DeliveryAddress";
import { CashConfirmation, cashConfirmationWords } from "~/components/CashConfirmation";
import * as ladder from "@domain/cod/endpoints";
import { OrderProgress } from "~/components/OrderProgress";
import { OrderTimeline } from "~/components/OrderTimeline";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderPath, PAYMENT_TYPE_LABELS, REFUND_STATE_LABELS } from "@domain/orders/labels";
import { orderDetails, orderNotFound } from "~/routes/orders/orders.server";
import { translatedMeta } from "~/i18n/meta";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { PayNow, payNowWords } from "~/components/PayNow";
import { PromisedDelivery } from "~/components/DeliveryPromise";
import { promisedDeliveryMessages } from "~/server/delivery.server";
import { useT } from "~/i18n/useT";
import { HYDRATE_ON_INPUT } from "~/hydration";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";

/**
 * /order_detail/{id} (docs/product.md#orders, #actions-by-status): the order's lines, address,
 * prices, payment, status history and progress, and exactly the actions the API allows now.
 * Cancelling has a confirm step: a dialog with JavaScript, `?confirm=cancel` (a page with the
 * confirm form) without it. Another customer's order is the 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const order = await orderDetails(await createApi({ request, context }), params.id, request);
  const confirmCancel = new URL(request.url).searchParams.get("confirm") === "cancel" && order.actions.includes("cancel");
  const t = await translatorOf(request);
  const advice = outcomeAdvice(order.outcomes, order.status);
  return json(
    {
      order,
      confirmCancel,
      // What the cash order's ladder, paying now and the delivery attempts say, worded here: the page's script carries none of their words.
      cash: cashConfirmationWords(t, order),
      payNow: payNowWords(t, order),
      outcomes: order.outcomes.map((o) => ({ label: t(OUTCOME_LABELS[o.outcome]), at: o.at })),
      deliveryNews: advice && t(advice),
      shownAt: formatClock(new Date()),
      messages: [...(await pageMessages(request, "orders")), ...(await promisedDeliveryMessages(request, order))],
    },
    { headers: noStore },
  );
}

/**
 * The page's posts: cancel (intent=cancel), and confirm a cash order awaiting the shopper
 * (intent=confirm). A refusal (the order moved on) comes back as an error toast.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireCustomer(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "cancel" && intent !== "confirm") throw new Response("Nothing to post here", { status: 400 });
  const api = await createApi({ request, context });
  const to = orderPath(params.id ?? "");
  try {
    const body = { orderId: params.id ?? "" };
    const { message } = intent === "cancel" ? await api.call(orders.cancelOrder, { body }) : await api.call(ladder.confirmCashOrder, { body });
    return redirectWithSuccess(to, message);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 409) return redirectWithError(to, error.message);
    return orderNotFound(error, request);
  }
}

export const headers: HeadersFunction = () => noStore;
export const handle = HYDRATE_ON_INPUT;

/** Where a refund goes, in the sentence of the order's page ("Refund of ₹120.00 to your card: Refunded"). */
const REFUND_LINES = { gateway: "Refund of {amount} to your card:", upi: "Refund of {amount} to your UPI id:" } as const;
export const meta: MetaFunction<typeof loader> = (args) =>
  translatedMeta(args, (t) => (args.data ? t("Order {id}", { id: args.data.order.id }) : t("Order not found")));

export default function OrderDetailsPage() {
  const { order, confirmCancel, cash, payNow, outcomes, deliveryNews, shownAt } = useLoaderData<typeof loader>();
  const t = useT();
  const saving = Math.max(0, order.mrpTotal - order.subTotal);
  return (
    <section className="page account-page order-detail">
      <OfflineNote shownAt={shownAt} />
      <div className="page-heading">
        <h1>{t("Order {id}", { id: order.id })}</h1>
        <Link to="/order_list">{t("All orders")}</Link>
      </div>
      <p>
        {t("Status:")} <strong data-testid="order-status">{t(ORDER_STATUS_LABELS[order.status])}</strong>
      </p>
      <PromisedDelivery order={order} />
      {deliveryNews ? (
        <p className="notice" data-testid="delivery-news">
          {deliveryNews}
        </p>
      ) : null}
      <OrderProgress percent={order.progress} label={t("Order progress")} />
      <CashConfirmation words={cash} />
      <OrderActions order={order} confirmCancel={confirmCancel} />
      <PayNow orderId={order.id} words={payNow} />
      {order.status === "delivered" ? <MyRefillsLink /> : null}

      <div className="checkout-grid">
        <section className="order-summary" aria-labelledby="items-title">
          <h2 id="items-title">{t("Items")}</h2>
          <ul className="order-lines">
            {order.lines.map((line) => (
              <li key={line.productId}>
                <img src={line.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
                <span>
                  {line.productName} ({line.size}) × {line.quantity}
                </span>
                <span>{formatRupees(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="totals">
            <dt>{t("MRP")}</dt>
            <dd>{formatRupees(order.mrpTotal)}</dd>
            <dt>{t("Saving")}</dt>
            <dd>−{formatRupees(saving)}</dd>
            {order.discount > 0 ? (
              <>
                <dt>{t("Coupon {code}", { code: order.couponCode ?? "" })}</dt>
                <dd>−{formatRupees(order.discount)}</dd>
              </>
            ) : null}
            {order.referralDiscount > 0 ? (
              <>
                <dt>{t("Referral discount")}</dt>
                <dd>−{formatRupees(order.referralDiscount)}</dd>
              </>
            ) : null}
            {order.prepaidOffer > 0 ? (
              <>
                <dt>{t("Prepaid offer")}</dt>
                <dd>−{formatRupees(order.prepaidOffer)}</dd>
              </>
            ) : null}
            <dt className="grand">{t("Total")}</dt>
            <dd className="grand" data-testid="order-total">
              {formatRupees(order.orderTotal)}
            </dd>
            {order.partPaid > 0 ? (
              <>
                <dt>{t("Paid online")}</dt>
                <dd>−{formatRupees(order.partPaid)}</dd>
                <dt className="grand">{t("To pay on delivery")}</dt>
                <dd className="grand" data-testid="due-on-delivery">
                  {formatRupees(order.dueOnDelivery)}
                </dd>
              </>
            ) : null}
          </dl>
          <p data-testid="payment-state">
            {t(PAYMENT_TYPE_LABELS[order.paymentType])} ·{" "}
            {order.paid ? t("Paid") : order.paymentType === "COD" ? t("Pay on delivery") : t("Payment not received")}
          </p>
          {order.refund ? (
            <p>
              {t(REFUND_LINES[order.refund.method], { amount: formatRupees(order.refund.amount) })}{" "}
              <Link to="/refund">{t(REFUND_STATE_LABELS[order.refund.state])}</Link>
            </p>
          ) : null}
        </section>

        <section className="order-summary" aria-labelledby="address-title">
          <h2 id="address-title">{t("Delivery address")}</h2>
          <DeliveryAddress address={order.deliveryAddress} />
          {order.returnRequest ? (
            <>
              <h2>{t("Return request")}</h2>
              <p>
                {t.text(order.returnRequest.reason)}
                {order.returnRequest.comment ? `: ${order.returnRequest.comment}` : ""}
                <br />
                <span className="muted">{t("Asked {time}", { time: t.dateTime(order.returnRequest.requestedAt) })}</span>
              </p>
            </>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="history-title">
        <h2 id="history-title">{t("Status history")}</h2>
        <OrderTimeline events={order.events} outcomes={outcomes} />
      </section>
    </section>
  );
}

/** Exactly the actions the API allows for the order now (docs/product.md#actions-by-status). */
function OrderActions({ order, confirmCancel }: { order: OrderDetails; confirmCancel: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();
  const path = orderPath(order.id);
  if (!order.actions.length) return null;
  return (
    <div className="order-actions">
      {order.actions.map((action) => {
        switch (action) {
          case "track":
            return (
              <Link key={action} to={`/live_tracking/${order.id}`} className="button">
                {t("Track Order")}
              </Link>
            );
          case "cancel":
            return (
              <Link
                key={action}
                to={`${path}?confirm=cancel`}
                className="button button-secondary"
                onClick={(event) => {
                  // With JavaScript the confirm step is a dialog over the page; without it, a page of its own.
                  if (!dialog.current?.showModal) return;
                  event.preventDefault();
                  dialog.current.showModal();
                }}
              >
                {t("Cancel Order")}
              </Link>
            );
          case "review":
            // One review form per product of the order (only when delivered: docs/product.md#actions-by-status).
            return order.lines.map((line) => (
              <Link key={`${action}-${line.productId}`} to={`/my_reviews?product=${encodeURIComponent(line.productId)}`} className="button button-secondary">
                {t("Review {productName}", { productName: line.productName })}
              </Link>
            ));
          case "invoice":
            return (
              <Form key={action} method="post" action={`/invoice/${order.id}`} reloadDocument className="inline-form">
                <AuthenticityTokenInput />
                <button type="submit" className="button-secondary">
                  {t("Download Invoice")}
                </button>
              </Form>
            );
          case "return":
            return (
              <Link key={action} to={`/return/${order.id}`} className="button button-secondary">
                {t("Return")}
              </Link>
            );
          case "buy-again":
            return <BuyAgainForm key={action} orderId={order.id} items="same" />;
          case "buy-refills":
            return <BuyAgainForm key={action} orderId={order.id} items="refills" />;
        }
      })}
      {order.actions.includes("cancel") ? (
        <dialog ref={dialog} open={confirmCancel} className="dialog confirm-dialog" aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t("Cancel this order?")}</h2>
          <p>
            {t("Order {id} for {amount} will be cancelled.", { id: order.id, amount: formatRupees(order.orderTotal) })}
            {order.paid || order.partPaid > 0 ? ` ${t("Your payment will be refunded.")}` : ""}
          </p>
          <Form method="post" action={path} className="form-actions">
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="cancel" />
            <SubmitButton pendingText={t("Cancelling…")} intent="cancel">
              {t("Yes, cancel order")}
            </SubmitButton>
            <Link
              to={path}
              onClick={(event) => {
                if (!dialog.current?.open || confirmCancel) return;
                event.preventDefault();
                dialog.current.close();
              }}
            >
              {t("Keep order")}
            </Link>
          </Form>
        </dialog>
      ) : null}
    </div>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/OrderNotFound";
