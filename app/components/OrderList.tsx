import { Form, Link, useSubmit } from "@remix-run/react";
import { formatRupees } from "@domain/shared/money";
import { canBuyAgain, ORDER_FILTERS, ORDER_SORTS, ORDER_STATUS_LABELS } from "@domain/orders/statuses";
import type { OrderListQuery, OrderSummary } from "@domain/orders/schemas";
import { orderPath, PAYMENT_TYPE_LABELS } from "@domain/orders/labels";
import { BuyAgainForm } from "./BuyAgainForm";
import { OrderProgress } from "./OrderProgress";
import { Pager } from "./Pager";
import { useT } from "~/i18n/useT";

/** One page of the customer's orders, the filter and sort that chose it, and whether they have any orders at all. */
export type OrderListData = OrderListQuery & { orders: OrderSummary[]; count: number; pageCount: number; hasOrders: boolean };

/**
 * The customer's orders (/order_list and the account area's order_list tab; docs/product.md#order-list): a filter and a
 * sort select in a plain GET form (Apply without JavaScript; with it a change applies at once), the
 * orders of the page, each linking to its detail, and the page links.
 */
export function OrderList({ data }: { data: OrderListData }) {
  const submit = useSubmit();
  const t = useT();
  const { orders, filter, sort, page, pageCount, hasOrders } = data;
  return (
    <div className="order-list">
      {hasOrders ? (
        <Form key={`${filter} ${sort}`} method="get" className="order-filters" onChange={(event) => submit(event.currentTarget)}>
          <div className="field">
            <label htmlFor="order-filter">{t("Filter")}</label>
            <select id="order-filter" name="filter" defaultValue={filter}>
              {ORDER_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="order-sort">{t("Sort")}</label>
            <select id="order-sort" name="sort" defaultValue={sort}>
              {ORDER_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button-secondary">
            {t("Apply")}
          </button>
        </Form>
      ) : null}
      {orders.length ? (
        <ul className="orders">
          {orders.map((order) => (
            <li key={order.id} className="order-card">
              <Link to={orderPath(order.id)} className="order-card-link" aria-label={t("Order {id}", { id: order.id })}>
                <strong>{order.id}</strong>
              </Link>
              <ul className="order-items" aria-label={t("Items")}>
                {order.items.map((item) => (
                  <li key={item.productName}>
                    <img src={item.image} alt="" width={40} height={40} loading="lazy" decoding="async" />
                    <span>{item.productName}</span>
                  </li>
                ))}
                {order.lineCount > order.items.length ? (
                  <li className="more-items">{t("+{count} more", { count: order.lineCount - order.items.length })}</li>
                ) : null}
              </ul>
              <dl className="order-facts">
                <dt>{t("Placed")}</dt>
                <dd>{t.date(order.placedAt)}</dd>
                <dt>{t("Items")}</dt>
                <dd>{order.itemCount}</dd>
                <dt>{t("Total")}</dt>
                <dd>{formatRupees(order.orderTotal)}</dd>
                <dt>{t("Payment")}</dt>
                <dd>{t(PAYMENT_TYPE_LABELS[order.paymentType])}</dd>
                <dt>{t("Status")}</dt>
                <dd data-testid="order-status">{t(ORDER_STATUS_LABELS[order.status])}</dd>
              </dl>
              <OrderProgress percent={order.progress} label={t("Order {id} progress", { id: order.id })} />
              {canBuyAgain(order.status) ? <BuyAgainForm orderId={order.id} items="same" named /> : null}
            </li>
          ))}
        </ul>
      ) : hasOrders ? (
        <p className="empty-state">{page > 1 ? t("No orders on this page.") : t("No orders match this filter")}</p>
      ) : (
        <div className="empty-state">
          <p>{t("No orders yet")}</p>
          <Link to="/product_list/prefill/all" className="button">
            {t("Start shopping")}
          </Link>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} query={{ filter, sort }} />
    </div>
  );
}
