import { cashText, deliveryText, orderWithinText } from "~/utils/delivery";
import type { DeliveryPromise as Answer } from "@domain/delivery/schemas";
import { useT } from "~/i18n/useT";

/**
 * When the order arrives and whether cash on delivery can pay for it (docs/decisions/024): "Delivery by
 * Thu, 26 Nov · Order within 2 h 15 min", then "Cash on delivery available" or why not. `now` is the
 * moment the server drew the page.
 */
export function DeliveryPromise({ promise, now }: { promise: Answer; now: number }) {
  const t = useT();
  const orderWithin = orderWithinText(t, promise.cutoffAt, new Date(now));
  return (
    <div className="delivery-promise" data-testid="delivery-promise">
      {promise.from && promise.to ? (
        <p>
          <strong>{deliveryText(t, { from: promise.from, to: promise.to })}</strong>
          {orderWithin ? <span className="muted"> · {orderWithin}</span> : null}
        </p>
      ) : null}
      <p className={promise.cash.available ? "cash-ok" : "cash-no"}>{cashText(t, promise.pincode, promise.cash)}</p>
    </div>
  );
}

/** The days promised to an order when it was placed, and "Delayed" once they have passed before delivery. */
export function PromisedDelivery({ order }: { order: { promise: { from: string; to: string } | null; delayed: boolean } }) {
  const t = useT();
  if (!order.promise) return null;
  return (
    <p className="promised-delivery" data-testid="promised-delivery">
      <strong>{deliveryText(t, order.promise)}</strong>
      {order.delayed ? <span className="delayed"> {t("Delayed")}</span> : null}
    </p>
  );
}
