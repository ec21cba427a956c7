import { dayOfNumber, indiaDayNumber, momentInIndia, weekdayOfNumber, type IndiaDay } from "../shared/dates";

/**
 * The delivery promise (docs/decisions/024): when an order reaches an area, and whether it may be paid
 * in cash there. Every day is India's calendar day whatever the server's or the browser's time zone.
 */

/** Weekdays as operators write them, Sunday first (JavaScript's 0). */
export const WEEKDAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** The longest promise an area may make, in days. */
export const MAX_DELIVERY_DAYS = 30;

/** What an area promises: days after dispatch, the day's order cut-off and the days nobody delivers. */
export type DeliveryRules = {
  minDays: number;
  maxDays: number;
  /** Minutes after midnight in India; an order at or after it leaves the next day. */
  cutoffMinute: number;
  /** 0 for Sunday. */
  closedWeekdays: readonly number[];
  closedDates: readonly IndiaDay[];
};

type DeliveryWindow = {
  from: IndiaDay;
  to: IndiaDay;
  /** Today's cut-off while it is still ahead: order before it for this window. */
  cutoffAt: string | null;
  /** When this window next changes by the clock alone: today's cut-off, else India's next midnight. */
  changesAt: string;
};

/** A year of days: a rule that closes more than that (every weekday) promises nothing. */
const LOOK_AHEAD_DAYS = 366;

/** "14:00" as minutes after midnight; null when it is not a time of day. */
export function cutoffMinuteOf(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight as "14:00". */
export const cutoffText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/**
 * The days an order placed at `now` arrives: it leaves today before the cut-off, else tomorrow, and
 * then takes the area's days counting only days with delivery (no closed weekday, no holiday). Zero
 * days is the day it leaves, or the first day with delivery after it. Null when no day has delivery.
 */
export function deliveryWindow(rules: DeliveryRules, now: Date): DeliveryWindow | null {
  const today = indiaDayNumber(now);
  const cutoff = momentInIndia(today, rules.cutoffMinute);
  const beforeCutoff = now.getTime() < cutoff.getTime();
  const leaves = beforeCutoff ? today : today + 1;
  const open = (day: number) => !rules.closedWeekdays.includes(weekdayOfNumber(day)) && !rules.closedDates.includes(dayOfNumber(day));
  const nthOpenDay = (days: number): number | null => {
    let counted = 0;
    for (let day = leaves; day <= leaves + LOOK_AHEAD_DAYS; day += 1) {
      if (day === leaves && days > 0) continue;
      if (open(day) && ++counted >= Math.max(days, 1)) return day;
    }
    return null;
  };
  const from = nthOpenDay(rules.minDays);
  const to = nthOpenDay(rules.maxDays);
  if (from === null || to === null) return null;
  return {
    from: dayOfNumber(from),
    to: dayOfNumber(to),
    cutoffAt: beforeCutoff ? cutoff.toISOString() : null,
    changesAt: (beforeCutoff ? cutoff : momentInIndia(today + 1, 0)).toISOString(),
  };
}

/** Whether a promise has passed: India's today is after its last day. */
export const isPastPromise = (to: IndiaDay, now: Date) => dayOfNumber(indiaDayNumber(now)) > to;

/** Whether cash on delivery may pay, and if not, why: the area (or its courier) takes no cash, or the order is above its limit. */
export type Cash = { available: boolean; refusal: "pincode" | "amount" | null; limit: number | null };

/** Cash on delivery: where the area and its courier take cash, for an order up to the area's limit (rupees; null for none). */
export function cashOnDelivery(area: { codEnabled: boolean; codLimit: number | null }, courierTakesCash: boolean, amount: number): Cash {
  const limit = area.codLimit;
  if (!area.codEnabled || !courierTakesCash) return { available: false, refusal: "pincode", limit };
  if (limit !== null && amount > limit) return { available: false, refusal: "amount", limit };
  return { available: true, refusal: null, limit };
}

/** Why cash on delivery is refused, in English: the API refuses with these and pages show them. */
export const CASH_REFUSALS = {
  pincode: "Cash on delivery is not available for {pincode}",
  amount: "Cash on delivery is not available for orders above {amount}",
} as const;
