import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { MessageKey } from "@domain/i18n/keys";
import * as orders from "@domain/orders/endpoints";
import { PAYMENT_TYPE_LABELS } from "@domain/orders/labels";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@domain/orders/orders";
import { formatRupees } from "@domain/shared/money";
import { FieldError, FormErrors } from "~/components/form";
import { useT } from "~/i18n/useT";
import { StatusFilter } from "./status-filter";
import { consoleMeta } from "./meta";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, operatorApi, requireOperator, submitConsoleForm } from "./console.server";

/**
 * /admin/orders: the queue (docs/product.md#operator-console), all or one status, new first, "Delayed"
 * where the delivery promise has passed; each order with the moves the state machine allows, one
 * click each with an optional note.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request);
  const status = new URL(request.url).searchParams.get("status");
  const shown = status && (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "all";
  const api = await operatorApi({ request, context });
  const { data } = await consoleRead(api.call(orders.listOrders, { query: { status: shown } }));
  const label = (s: OrderStatus) => ORDER_STATUS_LABELS[s];
  return json({
    status: shown,
    statuses: ORDER_STATUSES.map((value) => ({ value, label: label(value) })),
    list: data.list.map((order) => ({
      ...order,
      statusLabel: label(order.status),
      paymentLabel: PAYMENT_TYPE_LABELS[order.paymentType],
      moves: order.next.map((to) => ({ to, label: label(to) })),
    })),
    messages: await pageMessages(request, "orders", "admin"),
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Orders"));

/** One move of one order; a refusal (a role that may not, a move no longer allowed) is shown on that order's row. */
export async function action(args: ActionFunctionArgs) {
  await requireOperator(args.request);
  const url = new URL(args.request.url);
  return submitConsoleForm(args, {
    schema: orders.updateOrderStatus.body,
    redirectTo: `${url.pathname}${url.search}`,
    send: (api, body) => api.call(orders.updateOrderStatus, { body }),
  });
}

type Order = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];

function Moves({ order }: { order: Order }) {
  const t = useT();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const mine = lastResult?.initialValue?.orderId === order.id;
  const [form, fields] = useForm({ id: `move-${order.id}`, lastResult: mine ? lastResult : undefined });
  if (!order.moves.length) return <span>{t("No moves")}</span>;
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="orderId" value={order.id} />
      <FormErrors form={form} />
      <div className="field">
        <label htmlFor={fields.note.id}>{t("Note for {order} (optional)", { order: order.id })}</label>
        <input {...getInputProps(fields.note, { type: "text" })} key={fields.note.key} maxLength={200} />
        <FieldError meta={fields.note} />
      </div>
      <div className="moves">
        {order.moves.map((move) => (
          <button
            key={move.to}
            type="submit"
            name="status"
            value={move.to}
            aria-label={t("Move {order} to {status}", { order: order.id, status: t(move.label) })}
          >
            {t(move.label)}
          </button>
        ))}
      </div>
    </Form>
  );
}

export default function ConsoleOrders() {
  const { status, statuses, list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{t("Orders")}</h1>
      <StatusFilter name="status" value={status} options={statuses} />
      {list.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("Order")}</th>
              <th scope="col">{t("Customer")}</th>
              <th scope="col">{t("Status")}</th>
              <th scope="col">{t("Moves")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((order) => (
              <tr key={order.id}>
                <td>
                  <strong>{order.id}</strong>
                  <br />
                  {t.date(order.placedAt)}
                  <br />
                  {formatRupees(order.orderTotal)}, {t(order.paymentLabel as MessageKey)}
                  {order.paymentType === "online" ? `, ${order.paid ? t("paid") : t("unpaid")}` : null}
                </td>
                <td>
                  {order.customer}
                  <br />
                  {order.phoneNumber}, {order.pincode}
                </td>
                <td>
                  <span data-order-status={order.id}>{t(order.statusLabel)}</span>
                  {order.delayed ? (
                    <>
                      {" "}
                      <span className="flag">{t("Delayed")}</span>
                    </>
                  ) : null}
                </td>
                <td>
                  <Moves order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("No orders.")}</p>
      )}
    </section>
  );
}
