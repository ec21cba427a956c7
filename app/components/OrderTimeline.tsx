import type { OrderEvent } from "@domain/orders/schemas";
import { ORDER_STATUS_LABELS } from "@domain/orders/statuses";
import { useT } from "~/i18n/useT";

/** An order's status history, oldest first, each move with its time in India and the operator's note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useT();
  return (
    <ol className="order-timeline" aria-label={t("Status history")}>
      {events.map((event) => (
        <li key={`${event.status}-${event.at}`}>
          <strong>{t(ORDER_STATUS_LABELS[event.status])}</strong> <time dateTime={event.at}>{t("{time} IST", { time: t.dateTime(event.at) })}</time>
          {/* A note is the operator's words, or the shop's (a return's reason), which read in the shopper's language. */}
          {event.note ? <p className="muted">{t.text(event.note)}</p> : null}
        </li>
      ))}
    </ol>
  );
}
