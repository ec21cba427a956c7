import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderList } from "~/components/OrderList";
import { createApi } from "~/server/api.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderList } from "~/routes/orders/orders.server";
import { pageMeta } from "~/utils/seo";

/** /order_list: the signed-in customer's orders, filtered, sorted and paged by the address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json(await orderList(await createApi({ request, context }), new URL(request.url)), { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("My Orders");

export default function MyOrdersPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>My Orders</h1>
      <OrderList data={data} />
    </section>
  );
}
