import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ResponseData } from "@domain/contract";
import type { MessageKey } from "@domain/i18n/keys";
import { OUTCOME_LABELS, outcomeMoves } from "@domain/cod/outcomes";
import { DELIVERY_OUTCOMES } from "@domain/cod/risk";
import * as orders from "@domain/orders/endpoints";
import { PAYMENT_TYPE_LABELS, REFUND_METHOD_LABELS, REFUND_STATE_LABELS } from "@domain/orders/labels";
import { ORDER_STATUS_LABELS } from "@domain/orders/orders";
import { orderNumberField } from "@domain/orders/schemas";
import { formatRupees } from "@domain/shared/money";
import { useT } from "~/i18n/useT";
import { noStore } from "~/server/guards.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi } from "./console.server";
import { consoleMeta } from "./meta";
import { orderFormsAction } from "./order-actions.server";
import { MoveForm, OrderStatusFlag, OutcomeForm, PaidByHandForm, payableByHand } from "./order-forms";
import { ASK_LABELS, BAND_LABELS, REASON_LABELS } from "./cod-labels";

const PAYMENT_STATUS_LABELS: Record<"paid" | "unpaid" | "failed", MessageKey> = { paid: "paid", unpaid: "unpaid", failed: "payment failed" };
const ACTOR_LABELS: Record<"customer" | "operator" | "system", MessageKey> = { customer: "Customer", operator: "Operator", system: "System" };

/**
 * /admin/orders/:id: one order as an operator works on it (docs/operator-api.md, getOrder): its lines,
 * address, payment, history with notes and who (its moves and its deliveries' outcomes), return and
 * refunds (a failed transfer with the form to record one made by hand), one button per move the state
 * machine allows, with a note, and the form that records what happened to a delivery. The moves and
 * the forms are offered only to a role that may make them.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "order");
  const id = orderNumberField.safeParse(params.id);
  if (!id.success) throw json({ message: (await translatorOf(request))("Order not found.") }, { status: 404, headers: noStore });
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(orders.getOrder, { query: { id: id.data } }));
  return json({
    forms,
    order: {
      ...data,
      statusLabel: ORDER_STATUS_LABELS[data.status],
      paymentLabel: PAYMENT_TYPE_LABELS[data.paymentType],
      paymentStatusLabel: PAYMENT_STATUS_LABELS[data.payment.status],
      moves: data.next.map((to) => ({ to, label: ORDER_STATUS_LABELS[to] })),
      outcomeChoices: DELIVERY_OUTCOMES.filter((o) => outcomeMoves(o, data.status) !== null).map((outcome) => ({ outcome, label: OUTCOME_LABELS[outcome] })),
      // The moves and the outcomes in one history, by time; an outcome before the moves it made.
      history: [
        ...data.outcomes.map((o) => ({
          at: o.at,
          label: OUTCOME_LABELS[o.outcome],
          by: o.by,
          actorLabel: o.source === "courier" ? ("Courier" as const) : null,
          note: o.note,
          cost: o.cost,
        })),
        ...data.events.map((e) => ({
          at: e.at,
          label: ORDER_STATUS_LABELS[e.status],
          by: e.by,
          actorLabel: e.actor ? ACTOR_LABELS[e.actor] : null,
          note: e.note,
          cost: null,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at)),
      refunds: data.refunds.map((r) => ({ ...r, methodLabel: REFUND_METHOD_LABELS[r.method], stateLabel: REFUND_STATE_LABELS[r.state] })),
    },
    messages: await pageMessages(request, "orders", "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Order {order}", { order: args.params.id ?? "" }));

/** A move, a delivery's outcome, or a refund paid by hand: back to this page with the API's message, or the refusal on its form. */
export const action = (args: ActionFunctionArgs) => orderFormsAction(args, ["move", "outcome", "refund-paid"]);

export default function ConsoleOrder() {
  const { forms, order } = useLoaderData<typeof loader>();
  const t = useT();
  const address = order.deliveryAddress;
  return (
    <article aria-labelledby="order-title">
      <p>
        <Link to="/admin/orders">{t("Back to orders")}</Link>
      </p>
      <h1 id="order-title">{t("Order {order}", { order: order.id })}</h1>
      <dl>
        <dt>{t("Status")}</dt>
        <dd>
          <OrderStatusFlag order={order} />
        </dd>
        <dt>{t("Customer")}</dt>
        <dd>
          {order.customer}, {order.phoneNumber}
        </dd>
        <dt>{t("Placed")}</dt>
        <dd>{t.dateTime(order.placedAt)}</dd>
        {order.promise ? (
          <>
            <dt>{t("Promised")}</dt>
            <dd>
              {order.promise.from === order.promise.to
                ? t.date(order.promise.to)
                : t("{from} to {to}", { from: t.date(order.promise.from), to: t.date(order.promise.to) })}
            </dd>
          </>
        ) : null}
        <dt>{t("Payment")}</dt>
        <dd>
          {t(order.paymentLabel)}, {t(order.paymentStatusLabel)}, {formatRupees(order.payment.amount)}
          {order.payment.prepaidOffer > 0 ? ` (${t("prepaid offer {amount} off", { amount: formatRupees(order.payment.prepaidOffer) })})` : null}
        </dd>
        {order.payment.partPaid > 0 ? (
          <>
            <dt>{t("Paid online")}</dt>
            <dd>{formatRupees(order.payment.partPaid)}</dd>
          </>
        ) : null}
        {order.payment.dueOnDelivery > 0 ? (
          <>
            <dt>{t("Cash to collect")}</dt>
            <dd data-testid="cash-to-collect">{formatRupees(order.payment.dueOnDelivery)}</dd>
          </>
        ) : null}
        {order.cashRisk ? <CashRisk risk={order.cashRisk} /> : null}
      </dl>

      {forms.move ? (
        <section className="card" aria-labelledby="moves-title">
          <h2 id="moves-title">{t("Moves")}</h2>
          <MoveForm orderId={order.id} moves={order.moves} />
        </section>
      ) : null}

      {forms.outcome && order.outcomeChoices.length ? (
        <section className="card" aria-labelledby="outcome-title">
          <h2 id="outcome-title">{t("Delivery outcome")}</h2>
          <OutcomeForm orderId={order.id} outcomes={order.outcomeChoices} />
        </section>
      ) : null}

      <h2>{t("Delivery address")}</h2>
      <address>
        {address.firstName} {address.lastName}
        <br />
        {address.apartment}, {address.streetAddress2}
        <br />
        {address.street}, {address.city} {address.pincode}
        <br />
        {address.landmark ? (
          <>
            {t("Landmark: {landmark}", { landmark: address.landmark })}
            <br />
          </>
        ) : null}
        {address.phoneNumber}
      </address>

      <h2 id="lines-title">{t("Products")}</h2>
      <table aria-labelledby="lines-title">
        <thead>
          <tr>
            <th scope="col">{t("Product")}</th>
            <th scope="col">{t("Quantity")}</th>
            <th scope="col">{t("Price")}</th>
            <th scope="col">{t("Total")}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>{line.productName}</td>
              <td>{line.quantity}</td>
              <td>{formatRupees(line.unitPrice)}</td>
              <td>{formatRupees(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.discount > 0 ? (
            <tr>
              <th scope="row" colSpan={3}>
                {t("Discount")} {order.couponCode ?? ""}
              </th>
              <td>−{formatRupees(order.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={3}>
              {t("Total")}
            </th>
            <td>{formatRupees(order.orderTotal)}</td>
          </tr>
        </tfoot>
      </table>

      <h2 id="history-title">{t("Status history")}</h2>
      <ol aria-labelledby="history-title">
        {order.history.map((event, i) => (
          <li key={i}>
            <strong>{t(event.label)}</strong>, {t.dateTime(event.at)}
            {event.by || event.actorLabel ? `, ${event.by ?? t(event.actorLabel as MessageKey)}` : null}
            {event.cost !== null ? `, ${t("cost {amount}", { amount: formatRupees(event.cost) })}` : null}
            {event.note ? (
              <>
                <br />
                {event.note}
              </>
            ) : null}
          </li>
        ))}
      </ol>

      {order.returnRequest ? (
        <>
          <h2>{t("Return asked for")}</h2>
          <dl>
            <dt>{t("Reason")}</dt>
            <dd>{order.returnRequest.reason}</dd>
            {order.returnRequest.comment ? (
              <>
                <dt>{t("Comment")}</dt>
                <dd>{order.returnRequest.comment}</dd>
              </>
            ) : null}
            {order.returnRequest.upiId ? (
              <>
                <dt>{t("UPI ID")}</dt>
                <dd>{order.returnRequest.upiId}</dd>
              </>
            ) : null}
            <dt>{t("Asked on")}</dt>
            <dd>{t.dateTime(order.returnRequest.requestedAt)}</dd>
          </dl>
        </>
      ) : null}

      {order.refunds.length ? (
        <>
          <h2 id="refunds-title">{t("Refunds")}</h2>
          <table aria-labelledby="refunds-title">
            <thead>
              <tr>
                <th scope="col">{t("Refund")}</th>
                <th scope="col">{t("Status")}</th>
                <th scope="col">{t("Reference")}</th>
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td>
                    {refund.id}, {formatRupees(refund.amount)}, {t(refund.methodLabel)}
                    {refund.upiId ? `: ${refund.upiId}` : null}
                  </td>
                  <td>
                    {t(refund.stateLabel)}
                    {refund.failureReason ? `: ${refund.failureReason}` : null}
                  </td>
                  <td>{forms.refundPaid && payableByHand(refund) ? <PaidByHandForm refundId={refund.id} /> : (refund.reference ?? "")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </article>
  );
}

/** A cash order's score as it was placed, its reasons with their points, what it asked and how it was confirmed (docs/product.md#cash-on-delivery-risk). */
function CashRisk({ risk }: { risk: NonNullable<ResponseData<typeof orders.getOrder>["cashRisk"]> }) {
  const t = useT();
  return (
    <>
      <dt>{t("Cash risk")}</dt>
      <dd data-testid="cash-risk">
        {t("Score {score}, {band}: asked {ask}", { score: risk.score, band: t(BAND_LABELS[risk.band]), ask: t(ASK_LABELS[risk.ask]) })}
        {risk.confirmedAt ? <> · {t("confirmed {at}", { at: t.dateTime(risk.confirmedAt) })}</> : null}
        {!risk.confirmedAt && risk.confirmBy ? <> · {t("to confirm by {at}", { at: t.dateTime(risk.confirmBy) })}</> : null}
        {risk.reasons.length ? (
          <ul>
            {risk.reasons.map((reason) => (
              <li key={reason.code}>
                {t(REASON_LABELS[reason.code])}: {reason.points}
              </li>
            ))}
          </ul>
        ) : null}
      </dd>
    </>
  );
}
