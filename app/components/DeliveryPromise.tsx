import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "@remix-run/react";
import { cashText, deliveryText, orderWithinText, promisedDeliveryLines } from "~/utils/delivery";
import type { DeliveryPromise as Answer } from "@domain/delivery/schemas";
import { useT } from "~/i18n/useT";

/**
 * When the order arrives and whether cash on delivery can pay for it (docs/decisions/024): "Delivery by
 * Thu, 26 Nov · Order within 2 h 15 min", then "Cash on delivery available" or why not (left out with
 * `cash={false}` where the payment options say it). `now` is the moment the server drew the page.
 */
export function DeliveryPromise({ promise, now, cash = true }: { promise: Answer; now: number; cash?: boolean }) {
  const t = useT();
  const orderWithin = orderWithinText(t, promise.cutoffAt, new Date(useClock(now, promise.cutoffAt)));
  return (
    <div className="delivery-promise" data-testid="delivery-promise">
      {promise.from && promise.to ? (
        <p>
          <strong>{deliveryText(t, { from: promise.from, to: promise.to })}</strong>
          {orderWithin ? <span className="muted"> · {orderWithin}</span> : null}
        </p>
      ) : null}
      {cash ? <p className={promise.cash.available ? "cash-ok" : "cash-no"}>{cashText(t, promise.pincode, promise.cash)}</p> : null}
    </div>
  );
}

/**
 * The moment "Order within" counts from: the server's, as it drew the page, until the page runs its
 * script; then the browser's clock, every quarter of a minute. Once the cut-off has passed with the
 * page open, the page asks for its data again (once, and not over a load under way): the promise has
 * moved on by a day.
 */
function useClock(serverNow: number, cutoffAt: string | null): number {
  const [now, setNow] = useState(serverNow);
  const { revalidate } = useRevalidator();
  const busy = useNavigation().state !== "idle";
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!cutoffAt) return;
    const cutoff = Date.parse(cutoffAt);
    const tick = () => {
      const moment = Date.now();
      setNow(moment);
      if (moment >= cutoff && !busy && asked.current !== cutoffAt) {
        asked.current = cutoffAt;
        revalidate();
      }
    };
    tick();
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, [cutoffAt, busy, revalidate]);
  return now;
}

/** The days promised to an order when it was placed, and "Delayed" once they have passed before delivery. */
export function PromisedDelivery({ order }: { order: { promise: { from: string; to: string } | null; delayed: boolean } }) {
  const [days, delayed] = promisedDeliveryLines(useT(), order);
  if (!days) return null;
  return (
    <p className="promised-delivery" data-testid="promised-delivery">
      <strong>{days}</strong>
      {delayed ? <span className="delayed"> {delayed}</span> : null}
    </p>
  );
}
