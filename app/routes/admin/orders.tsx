import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { MessageKey } from "@domain/i18n/keys";
import * as orders from "@domain/orders/endpoints";
import { PAYMENT_TYPE_LABELS } from "@domain/orders/labels";
import { OPERATOR_ORDER_PAGE_SIZE, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@domain/orders/orders";
import { formatRupees } from "@domain/shared/money";
import { Pager } from "~/components/Pager";
import { useT } from "~/i18n/useT";
import { StatusFilter } from "./status-filter";
import { consoleMeta } from "./meta";
import { pageMessages } from "~/server/i18n.server";
import { consoleRead, openConsolePage, operatorApi } from "./console.server";
import { orderFormsAction } from "./order-actions.server";
import { MoveForm, OrderStatusFlag } from "./order-forms";

/**
 * /admin/orders: the queue (docs/operator-api.md), pending first then newest, 50 a page: all or one
 * status, or what a search finds (an order number, a customer's mobile number); "Delayed" where the
 * delivery promise has passed. Each order opens its own page and has the moves the state machine
 * allows, one click each with an optional note; pending ones can be ticked and accepted together.
 * Support reads the queue; only a role that may move orders is offered the moves and the ticks.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forms } = await openConsolePage(request, "orders");
  const params = new URL(request.url).searchParams;
  const asked = params.get("status");
  const status = asked && (ORDER_STATUSES as readonly string[]).includes(asked) ? (asked as OrderStatus) : "all";
  const search = params.get("search")?.trim() ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const messages = await pageMessages(request, "orders", "admin");
  // A search that is neither an order number nor a phone is told under its box, and finds nothing.
  const searchError = orders.listOrders.query.shape.search.safeParse(search).error?.issues[0]?.message ?? null;
  const label = (s: OrderStatus) => ORDER_STATUS_LABELS[s];
  const api = await operatorApi({ request, context });
  const { data } = searchError
    ? { data: { list: [], count: 0, page } }
    : await consoleRead(api.call(orders.listOrders, { query: { status, search: search || undefined, page } }));
  return json({
    forms,
    status,
    search,
    searchError,
    page,
    pages: Math.max(1, Math.ceil(data.count / OPERATOR_ORDER_PAGE_SIZE)),
    statuses: ORDER_STATUSES.map((value) => ({ value, label: label(value) })),
    list: data.list.map((order) => ({
      ...order,
      statusLabel: label(order.status),
      paymentLabel: PAYMENT_TYPE_LABELS[order.paymentType],
      moves: order.next.map((to) => ({ to, label: label(to) })),
    })),
    messages,
  });
}

export const meta: MetaFunction = (args) => consoleMeta(args, (t) => t("Orders"));

/** One order's move, or the ticked pending orders accepted together; a refusal shows on its form, or the answer names who was not accepted and why. */
export const action = (args: ActionFunctionArgs) => orderFormsAction(args, ["move", "accept-selected"]);

const ACCEPT_FORM = "accept-selected";

export default function ConsoleOrders() {
  const { forms, status, search, searchError, page, pages, statuses, list } = useLoaderData<typeof loader>();
  const t = useT();
  const query: Record<string, string> = { ...(status !== "all" ? { status } : {}), ...(search ? { search } : {}) };
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{t("Orders")}</h1>
      <StatusFilter name="status" value={status} options={statuses}>
        <div className="field">
          <label htmlFor="search">{t("Order number or mobile number")}</label>
          <input
            id="search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={40}
            aria-invalid={searchError ? true : undefined}
            aria-describedby={searchError ? "search-error" : undefined}
          />
          {searchError ? (
            <p id="search-error" className="field-error">
              {t.text(searchError)}
            </p>
          ) : null}
        </div>
      </StatusFilter>
      {list.length ? (
        <>
          {/* The ticks are outside this form (each in its row) and belong to it by their `form` attribute: no JavaScript needed. */}
          {forms.accept ? (
            <Form method="post" id={ACCEPT_FORM} className="toolbar">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="accept-selected" />
              <button type="submit">{t("Accept selected")}</button>
            </Form>
          ) : null}
          <table>
            <thead>
              <tr>
                {forms.accept ? <th scope="col">{t("Select")}</th> : null}
                <th scope="col">{t("Order")}</th>
                <th scope="col">{t("Customer")}</th>
                <th scope="col">{t("Status")}</th>
                {forms.move ? <th scope="col">{t("Moves")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <tr key={order.id}>
                  {forms.accept ? (
                    <td>
                      {order.status === "pending" ? (
                        <input type="checkbox" form={ACCEPT_FORM} name="orderIds" value={order.id} aria-label={t("Select {order}", { order: order.id })} />
                      ) : null}
                    </td>
                  ) : null}
                  <td>
                    <Link to={`/admin/orders/${order.id}`}>
                      <strong>{order.id}</strong>
                    </Link>
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
                    <OrderStatusFlag order={order} />
                  </td>
                  {forms.move ? (
                    <td>
                      <MoveForm orderId={order.id} moves={order.moves} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageCount={pages} query={query} />
        </>
      ) : (
        <p>{t("No orders.")}</p>
      )}
    </section>
  );
}
