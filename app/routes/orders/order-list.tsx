import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { formatClock } from "@domain/shared/dates";
import { OfflineNote } from "~/components/OfflineNote";
import { useLoaderData } from "@remix-run/react";
import { MyRefillsLink } from "~/components/MyRefillsLink";
import { OrderList } from "~/components/OrderList";
import { createApi } from "~/server/api/client.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderList } from "~/routes/orders/orders.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { HYDRATE_ON_INPUT } from "~/hydration";
import { translatedMeta } from "~/i18n/meta";

/** /order_list: the signed-in customer's orders, filtered, sorted and paged by the address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const list = await orderList(await createApi({ request, context }), new URL(request.url));
  return json({ ...list, shownAt: formatClock(new Date()), messages: await pageMessages(request, "orders") }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = (args) => translatedMeta(args, (t) => t("My Orders"));

export default function MyOrdersPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <OfflineNote shownAt={data.shownAt} />
      <h1>{t("My Orders")}</h1>
      <OrderList data={data} />
      <MyRefillsLink />
    </section>
  );
}
