import { dayNumberOf, dayOfNumber, indiaDayNumber, momentInIndia, type IndiaDay } from "../shared/dates";

/**
 * Subscribe and save (docs/product.md#subscriptions): products delivered every few weeks at a discount,
 * paid by a UPI AutoPay mandate (or cash where the area takes it). Each delivery is a cycle: the shopper
 * is told at least a day before the charge (the pre-debit notice the mandate rules require), then the
 * charge is made and the order placed, once per subscription and due day.
 */

/** The intervals a shopper may choose, in weeks. */
export const INTERVAL_WEEKS = [1, 2, 3, 4, 6, 8, 12] as const;
type IntervalWeeks = (typeof INTERVAL_WEEKS)[number];

/** Units of one product a subscription may hold. */
export const MAX_SUBSCRIPTION_QUANTITY = 10;

/** Where a subscription stands: waiting for its mandate's approval, delivering, paused or ended. */
export const SUBSCRIPTION_STATES = ["awaiting_mandate", "active", "paused", "cancelled"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Why a subscription is paused: the shopper (or an operator) paused it, or the bank's mandate stopped. */
export const PAUSE_REASONS = ["shopper", "operator", "mandate_paused", "mandate_cancelled", "mandate_rejected"] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** The charge is made on its due day at 10:00 in India, when the shopper is awake to hear of it. */
export const CHARGE_MINUTES = 10 * 60;

/** The pass looks this far ahead for deliveries to announce. */
const NOTICE_LOOKAHEAD_HOURS = 48;

/** The pre-debit notice goes out at least this long before the charge. */
const NOTICE_MIN_HOURS = 24;

/**
 * The most a recurring debit may be without the shopper authenticating it again (UPI AutoPay's limit
 * for a debit without a fresh approval), in paise.
 */
export const AUTOPAY_LIMIT_PAISE = 1_500_000;

/** How long a mandate is asked for. */
export const MANDATE_YEARS = 5;

/**
 * The interval offered first for a product: the weeks its units last a household (its use period times
 * the quantity), rounded to the nearest interval a shopper may choose.
 */
export function defaultInterval(useDays: number, quantity: number): IntervalWeeks {
  const weeks = (useDays * quantity) / 7;
  return INTERVAL_WEEKS.reduce((best, choice) => (Math.abs(choice - weeks) < Math.abs(best - weeks) ? choice : best));
}

/** A unit's price on subscription: the discount taken off and rounded to the rupee in the shopper's favour. */
export function subscriptionPrice(pricePaise: number, discountPercent: number): number {
  return Math.floor((pricePaise * (100 - discountPercent)) / 100 / 100) * 100;
}

/** The day after `day` by a number of weeks. */
export const weeksAfter = (day: IndiaDay, weeks: number): IndiaDay => dayOfNumber(dayNumberOf(day)! + weeks * 7);

/** The moment a cycle due on `day` is charged, unless its notice went out late. */
export const chargeMoment = (day: IndiaDay): Date => momentInIndia(dayNumberOf(day)!, CHARGE_MINUTES);

/**
 * When a cycle may be charged: its due moment, or a full day after its notice went out when that was
 * later (a notice the pass sent late moves the charge, never shortens the shopper's warning).
 */
export function chargeAfter(day: IndiaDay, noticeSentAt: Date): Date {
  return new Date(Math.max(chargeMoment(day).getTime(), noticeSentAt.getTime() + NOTICE_MIN_HOURS * 3_600_000));
}

/** The last due day a pass at `now` announces: the latest whose charge is within the lookahead. */
export function lastNoticeDay(now: Date): IndiaDay {
  return dayOfNumber(indiaDayNumber(new Date(now.getTime() + NOTICE_LOOKAHEAD_HOURS * 3_600_000 - CHARGE_MINUTES * 60_000)));
}

/**
 * The last day a cycle may be charged: the day before the cycle's last day. A debit is never made on a
 * cycle's last day (its retries would run into the next cycle); a cycle not charged by then is missed.
 */
export function lastChargeDay(day: IndiaDay, intervalWeeks: number): IndiaDay {
  return dayOfNumber(dayNumberOf(day)! + intervalWeeks * 7 - 2);
}

/** Whether `now` is past the last day a cycle may be charged (on India's calendar). */
export function isCyclePast(day: IndiaDay, intervalWeeks: number, now: Date): boolean {
  return indiaDayNumber(now) > dayNumberOf(lastChargeDay(day, intervalWeeks))!;
}

/**
 * The first day a delivery may be due when a subscription starts again or changes: the earliest whose
 * charge leaves its notice a full day's warning from a pass run now, and never before `from`.
 */
export function earliestDueDay(now: Date, from?: IndiaDay): IndiaDay {
  let day = indiaDayNumber(now) + 1;
  while (chargeMoment(dayOfNumber(day)).getTime() - now.getTime() < NOTICE_MIN_HOURS * 3_600_000) day++;
  const start = from ? dayNumberOf(from)! : day;
  return dayOfNumber(Math.max(day, start));
}

/**
 * The mandate's limit asked of the bank: twice the first delivery's amount, rounded up to ₹500, so a
 * later change of quantity fits, and never above what UPI AutoPay debits without a fresh approval.
 */
export function mandateLimit(cycleAmountPaise: number): number {
  const twice = Math.ceil((cycleAmountPaise * 2) / 50_000) * 50_000;
  return Math.min(AUTOPAY_LIMIT_PAISE, Math.max(50_000, twice));
}

/** Whether a cycle's amount may be debited on the mandate without the shopper approving it again. */
export const withinMandate = (amountPaise: number, mandateMaxPaise: number) => amountPaise <= Math.min(mandateMaxPaise, AUTOPAY_LIMIT_PAISE);

/** Where to manage subscriptions, as every notice links it. */
export const SUBSCRIPTIONS_PATH = "/my_subscriptions";
