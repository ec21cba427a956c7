import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountTab } from "~/components/AccountTabs";
import { tabMeta } from "~/routes/account/meta";
import { OrderList } from "~/components/OrderList";
import { orderList } from "~/routes/orders/orders.server";
import { noStore } from "~/server/guards.server";
import { tabLoader } from "./tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, ["orders"], (api, request) => orderList(api, new URL(request.url)));

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => tabMeta(matches, "order_list");

export default function OrderListTab() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <AccountTab index="order_list">
      <OrderList data={data} />
    </AccountTab>
  );
}
