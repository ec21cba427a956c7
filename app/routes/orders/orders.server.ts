import { json } from "@remix-run/node";
import * as orders from "@domain/orders/endpoints";
import { ORDER_LIST_DEFAULTS, ORDER_LIST_PAGE_SIZE } from "@domain/orders/orders";
import { orderListQuerySchema, type OrderDetails } from "@domain/orders/schemas";
import { ApiFailure, type Api } from "../../server/api/client.server";
import { pageMessages } from "../../server/i18n.server";
import type { OrderListData } from "../../components/OrderList";

/**
 * What the order pages ask the API, shared by the routes that show the same screen (/order_list and
 * the account area's order_list tab; the order's detail, tracking and return pages).
 */

/** The order list for the URL's filter, sort and page (a plain GET form); anything else in the URL reads as the defaults. */
export async function orderList(api: Api, url: URL): Promise<OrderListData> {
  const asked = orderListQuerySchema.safeParse({
    sort: url.searchParams.get("sort") || undefined,
    filter: url.searchParams.get("filter") || undefined,
    page: url.searchParams.get("page") || undefined,
  });
  const query = asked.success ? asked.data : ORDER_LIST_DEFAULTS;
  const { data } = await api.call(orders.getOrderList, { query });
  // An empty filtered list says which empty state it is: no orders at all, or none of this kind.
  const hasOrders = data.count > 0 || (query.filter !== "all" && (await api.call(orders.getCustomerOrderCount)).data.count > 0);
  return {
    orders: data.list,
    count: data.count,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(data.count / ORDER_LIST_PAGE_SIZE)),
    filter: query.filter,
    sort: query.sort,
    hasOrders,
  };
}

/**
 * Throws the 404 page for an order that is not the customer's (or not an order at all), with the
 * messages its words need: a refused loader's data never reaches the page's translator (components/OrderNotFound.tsx).
 */
export async function orderNotFound(error: unknown, request: Request): Promise<never> {
  if (error instanceof ApiFailure && (error.status === 404 || error.status === 400))
    throw json({ notFound: true, messages: await pageMessages(request, "orders") }, { status: 404 });
  throw error;
}

/** One of the signed-in customer's orders; another customer's, or an unknown id, is the 404 page. */
export async function orderDetails(api: Api, id: string | undefined, request: Request): Promise<OrderDetails> {
  try {
    return (await api.call(orders.getOrderDetails, { query: { id: id ?? "" } })).data;
  } catch (error) {
    return orderNotFound(error, request);
  }
}

export async function refundList(api: Api) {
  const { data } = await api.call(orders.getRefundList);
  return { refunds: data.list };
}
