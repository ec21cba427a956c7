import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { formatClock } from "@domain/shared/dates";
import { OfflineNote } from "~/components/OfflineNote";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formatRupees } from "@domain/shared/money";
import { movedOrderId, ORDER_STATUS_LABELS } from "@domain/orders/statuses";
import { DeliveryAddress } from "~/components/DeliveryAddress";
import { OrderProgress } from "~/components/OrderProgress";
import { OrderTimeline } from "~/components/OrderTimeline";
import { createApi } from "~/server/api/client.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { orderPath } from "@domain/orders/labels";
import { orderDetails } from "~/routes/orders/orders.server";
import { useRevalidateWhenIdle } from "~/utils/revalidate";
import { redirectWithInfo } from "~/server/toast.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { translatedMeta } from "~/i18n/meta";

/**
 * /live_tracking/{id} (docs/product.md#actions-by-status): only while the order is on its way to the shopper or back
 * from them. It shows where the order is going (or was picked up from) and, for cash on delivery, what
 * to keep ready. With JavaScript the page follows the order's live events and reloads its data when
 * it moves, and says when the stream is lost; without it, a Refresh link and a refresh every 60 s.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const order = await orderDetails(await createApi({ request, context }), params.id, request);
  if (!order.actions.includes("track")) {
    const t = await translatorOf(request);
    throw await redirectWithInfo(orderPath(order.id), t("Tracking is available while your order is out for delivery or out for pickup."));
  }
  const { id, status, progress, events, deliveryAddress, dueOnDelivery } = order;
  // What a cash-on-delivery shopper keeps ready for the delivery on its way, less a part paid online (none for a return).
  const cashDue = status === "on-the-way" && dueOnDelivery > 0 ? dueOnDelivery : null;
  return json(
    { order: { id, status, progress, events, deliveryAddress, cashDue }, shownAt: formatClock(new Date()), messages: await pageMessages(request, "orders") },
    { headers: noStore },
  );
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) =>
  translatedMeta(args, (t) => (args.data ? t("Track order {id}", { id: args.data.order.id }) : t("Order not found")));

/** Whether the page follows the order: not (yet, or not at all), live, or lost and trying again. */
type Following = "no" | "live" | "reconnecting";

/**
 * Follows this order's live events (its own stream, ?id=: the shared /events of the notification
 * toasts said `ready` before this page opened) and reloads the page's data when the order moves. When
 * the stream breaks the browser tries again by itself; once it is back the page reloads its data too,
 * since a move made meanwhile was not heard. A stream the server ends for good (204) is not followed.
 */
function useOrderUpdates(orderId: string): Following {
  const revalidate = useRevalidateWhenIdle();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  const [following, setFollowing] = useState<Following>("no");
  useEffect(() => {
    const source = new EventSource(`/events?id=${encodeURIComponent(orderId)}`);
    let lost = false;
    source.addEventListener("ready", () => {
      if (lost) latest.current();
      lost = false;
      setFollowing("live");
    });
    source.addEventListener("order", (event) => {
      if (movedOrderId(event.data) === orderId) latest.current();
    });
    source.addEventListener("error", () => {
      lost = true;
      setFollowing(source.readyState === EventSource.CLOSED ? "no" : "reconnecting");
    });
    return () => source.close();
  }, [orderId]);
  return following;
}

export default function LiveTrackingPage() {
  const { order, shownAt } = useLoaderData<typeof loader>();
  const following = useOrderUpdates(order.id);
  const t = useT();
  return (
    <section className="page account-page">
      <OfflineNote shownAt={shownAt} />
      {/* Without JavaScript the page asks again every minute; with it, live events do that. */}
      <noscript>
        <meta httpEquiv="refresh" content="60" />
      </noscript>
      <div className="page-heading">
        <h1>{t("Track order {id}", { id: order.id })}</h1>
        <Link to={orderPath(order.id)}>{t("Order details")}</Link>
      </div>
      <p>
        {t("Status:")} <strong data-testid="order-status">{t(ORDER_STATUS_LABELS[order.status])}</strong>
      </p>
      <OrderProgress percent={order.progress} label={t("Order progress")} />
      <p className="muted" data-testid="live-state" role="status">
        {following === "live" ? (
          t("This page updates by itself.")
        ) : following === "reconnecting" ? (
          <>
            {t("Live updates stopped; reconnecting…")} <Link to=".">{t("Refresh")}</Link>
          </>
        ) : (
          <Link to=".">{t("Refresh")}</Link>
        )}
      </p>
      <section className="order-summary" aria-labelledby="address-title">
        {/* Tracking is only for an order on its way to the shopper or back from them (docs/product.md#actions-by-status). */}
        <h2 id="address-title">{order.status === "return-on-the-way" ? t("Picked up from") : t("Delivering to")}</h2>
        <DeliveryAddress address={order.deliveryAddress} />
        {order.cashDue !== null ? <p data-testid="cash-due">{t("Keep {amount} ready to pay on delivery.", { amount: formatRupees(order.cashDue) })}</p> : null}
      </section>
      <OrderTimeline events={order.events} />
    </section>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/OrderNotFound";
