import { formatDaySpan, formatWeekday, type IndiaDay } from "@domain/shared/dates";
import { CASH_REFUSALS, type Cash } from "@domain/delivery/promise";
import type { Translate } from "@domain/i18n/translate";
import { formatRupees } from "@domain/shared/money";
import type { DeliveryPromise } from "@domain/delivery/schemas";

/** The delivery promise in the shopper's words (docs/decisions/024). */

/** What the shopper reads about paying in cash: available, or why not. */
export function cashText(t: Translate, pincode: string, cash: Cash): string {
  if (cash.refusal === "pincode") return t(CASH_REFUSALS.pincode, { pincode });
  if (cash.refusal === "amount") return t(CASH_REFUSALS.amount, { amount: formatRupees(cash.limit) });
  return t("Cash on delivery available");
}

/** "Delivery by Thu, 26 Nov", or "Delivery 27-29 Nov" when the days differ. */
export function deliveryText(t: Translate, window: { from: IndiaDay; to: IndiaDay }): string {
  return window.from === window.to
    ? t("Delivery by {date}", { date: formatWeekday(window.from, t) })
    : t("Delivery {dates}", { dates: formatDaySpan(window.from, window.to, t) });
}

/** "Order within 2 h 15 min" until the cut-off; null once it has passed. */
export function orderWithinText(t: Translate, cutoffAt: string | null, now: Date): string | null {
  if (!cutoffAt) return null;
  const minutes = Math.ceil((Date.parse(cutoffAt) - now.getTime()) / 60_000);
  if (minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  return hours ? t("Order within {hours} h {minutes} min", { hours, minutes: minutes % 60 }) : t("Order within {minutes} min", { minutes });
}

/**
 * Every line a promise can show while its page is open, for its page to send only their messages
 * (app/server/delivery.server.ts): its days, what it says of cash, and its countdown in both forms,
 * since the last hour before the cut-off drops the hours.
 */
export function everyPromiseLine(t: Translate, promise: DeliveryPromise): (string | null)[] {
  const lines = [cashText(t, promise.pincode, promise.cash)];
  if (promise.from && promise.to) lines.push(deliveryText(t, { from: promise.from, to: promise.to }));
  if (!promise.cutoffAt) return lines;
  const cutoff = Date.parse(promise.cutoffAt);
  return [...lines, ...[61, 1].map((minutes) => orderWithinText(t, promise.cutoffAt, new Date(cutoff - minutes * 60_000)))];
}

/** What an order's promised days show: the days, and "Delayed" once they have passed before delivery. */
export function promisedDeliveryLines(t: Translate, order: { promise: { from: IndiaDay; to: IndiaDay } | null; delayed: boolean }): string[] {
  if (!order.promise) return [];
  return order.delayed ? [deliveryText(t, order.promise), t("Delayed")] : [deliveryText(t, order.promise)];
}
