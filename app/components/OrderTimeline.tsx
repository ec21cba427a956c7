import { formatDateTime } from "@domain/shared/dates";
import { ORDER_STATUS_LABELS, type OrderEvent } from "@domain/orders/orders";

/** An order's status history, oldest first, each move with its time in India and the operator's note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <ol className="order-timeline" aria-label="Status history">
      {events.map((event) => (
        <li key={`${event.status}-${event.at}`}>
          <strong>{ORDER_STATUS_LABELS[event.status]}</strong> <time dateTime={event.at}>{formatDateTime(event.at)} IST</time>
          {event.note ? <p className="muted">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
