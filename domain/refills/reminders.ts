import { dayOfNumber, indiaDayNumber, type IndiaDay } from "../shared/dates";

/**
 * Refill reminders (docs/product.md#refill-reminders): each delivered line is due for a refill when its
 * product has been used up, and the shopper is reminded on that day, inside their waking hours, with a
 * link that puts the refill in the cart.
 */

/** Where a line's reminder stands: waiting for its day (again, once snoozed), sent, or not to be sent. */
export const REMINDER_STATES = ["due", "sent", "snoozed", "stopped", "superseded"] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

/** "Remind me a week later" moves the due day this many days on. */
export const SNOOZE_DAYS = 7;

/** Reminders go out from 09:00 to 21:00 on India's clock, in minutes since midnight; none at night. */
export const REMINDER_HOURS = { from: 9 * 60, to: 21 * 60 } as const;

/**
 * The day a delivered line is due for a refill: the day of delivery in India, plus the product's use
 * period for each unit bought. India's day, whatever the server's time zone.
 */
export function dueDay(deliveredAt: Date, useDays: number, quantity: number): IndiaDay {
  return dayOfNumber(indiaDayNumber(deliveredAt) + useDays * quantity);
}

/** The day `days` after a due day ("2027-01-31" and 7: "2027-02-07"). */
export function dayAfter(day: IndiaDay, days: number): IndiaDay {
  return dayOfNumber(Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000) + days);
}

/** Whether a moment falls in the shopper's night (21:00 to 09:00 in India), when no reminder goes out. */
export function inQuietHours(moment: Date): boolean {
  const minutes = Math.floor((moment.getTime() + 330 * 60_000) / 60_000) % (24 * 60);
  return minutes < REMINDER_HOURS.from || minutes >= REMINDER_HOURS.to;
}

/** India's calendar day of a moment: the reminder pass sends what is due on or before it. */
export const reminderDay = (moment: Date): IndiaDay => dayOfNumber(indiaDayNumber(moment));

/**
 * What refilling a product puts in the cart: a refill is bought as itself; a bottle by the first of its
 * refills, which come smallest first and only while sold (as a product's page lists them). Undefined for
 * a bottle without one.
 */
export function refillFor<P>(product: P, isRefill: boolean, refills: readonly P[]): P | undefined {
  return isRefill ? product : refills[0];
}

/** The shop's path that puts a product's refill in the cart (a page that asks first, then posts). */
export const refillPath = (productId: string) => `/refill/${productId}`;

/** Whether a notification's link is a refill reminder's. */
export const isRefillPath = (path: string) => path.startsWith("/refill/");
