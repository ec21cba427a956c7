import type { OrderEvent } from "@domain/orders/schemas";
import { ORDER_STATUS_LABELS } from "@domain/orders/statuses";
import { useT } from "~/i18n/useT";

/**
 * An order's status history, oldest first, each move with its time in India and the operator's note,
 * and what happened to each delivery attempt among them (an outcome before the moves it made), its
 * label worded by the page's loader.
 */
export function OrderTimeline({ events, outcomes = [] }: { events: OrderEvent[]; outcomes?: { label: string; at: string }[] }) {
  const t = useT();
  const entries = [
    ...outcomes.map((o) => ({ key: `outcome-${o.label}-${o.at}`, label: o.label, at: o.at, note: null })),
    ...events.map((e) => ({ key: `status-${e.status}-${e.at}`, label: t(ORDER_STATUS_LABELS[e.status]), at: e.at, note: e.note })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="order-timeline" aria-label={t("Status history")}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <strong>{entry.label}</strong> <time dateTime={entry.at}>{t("{time} IST", { time: t.dateTime(entry.at) })}</time>
          {/* A note is the operator's words, or the shop's (a return's reason), which read in the shopper's language. */}
          {entry.note ? <p className="muted">{t.text(entry.note)}</p> : null}
        </li>
      ))}
    </ol>
  );
}
