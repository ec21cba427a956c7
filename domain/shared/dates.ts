/** Month names as docs/product.md#limits-and-constants has them: short, but June and July in full. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** Short weekday names, Sunday first as JavaScript counts them. */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The words of a date in the shopper's language: a month's English name, or a time's "{time} am"/"{time} pm", translated. */
type DateWords = (english: (typeof MONTHS)[number] | "{time} am" | "{time} pm", params?: { time: string }) => string;
/** The words of a day with its weekday: a month's or a weekday's English short name, translated. */
type DayWords = (english: (typeof MONTHS)[number] | (typeof WEEKDAYS)[number]) => string;
const english: DateWords = (words, params) => words.replace("{time}", params?.time ?? "");

/** India's clock: UTC+5:30 all year, as it has been since 1945. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A moment on India's clock, read through the UTC getters. Arithmetic, not Intl.DateTimeFormat, whose
 * first use costs a browser milliseconds of main thread on every page that shows a date;
 * tests/unit/dates.test.ts holds both formats to Intl's Asia/Kolkata answers.
 */
function inIndia(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + IST_OFFSET_MS);
}

/** A moment as the shopper's calendar day in India: day, month, year ("5 June 2025", "12 Aug 2025"). */
export function formatDate(value: string | Date, words: DateWords = english): string {
  const day = inIndia(value);
  return day ? `${day.getUTCDate()} ${words(MONTHS[day.getUTCMonth()])} ${day.getUTCFullYear()}` : "";
}

/** A moment as a date and time in India, for status histories: "5 June 2025, 3:04 pm". */
export function formatDateTime(value: string | Date, words: DateWords = english): string {
  const moment = inIndia(value);
  if (!moment) return "";
  const hours = moment.getUTCHours();
  const time = `${hours % 12 || 12}:${String(moment.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatDate(value, words)}, ${words(hours < 12 ? "{time} am" : "{time} pm", { time })}`;
}

/** A moment's time of day on India's clock, 24-hour "HH:MM" ("09:05", "22:42"). */
export function formatClock(value: Date): string {
  const moment = inIndia(value);
  return moment ? `${String(moment.getUTCHours()).padStart(2, "0")}:${String(moment.getUTCMinutes()).padStart(2, "0")}` : "";
}

/** A calendar day in India, "2026-11-26", as the database's `date` and an ISO date write it. */
export type IndiaDay = string;

const DAY_MS = 86_400_000;

/** India's calendar day of a moment, counted in days since 1 Jan 1970. */
export const indiaDayNumber = (moment: Date): number => Math.floor((moment.getTime() + IST_OFFSET_MS) / DAY_MS);

/** A day number as its "YYYY-MM-DD". */
export const dayOfNumber = (day: number): IndiaDay => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day number of a real calendar day written "YYYY-MM-DD", or null for anything else ("2026-02-30"). */
export function dayNumberOf(text: string): number | null {
  const moment = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(moment) && new Date(moment).toISOString().startsWith(text) ? moment / DAY_MS : null;
}

/** The moment a time of day ("14:00", in minutes since midnight) begins in India on a day number. */
export const momentInIndia = (day: number, minutes: number): Date => new Date(day * DAY_MS - IST_OFFSET_MS + minutes * 60_000);

/** The weekday of a day number, 0 for Sunday. */
export const weekdayOfNumber = (day: number): number => new Date(day * DAY_MS).getUTCDay();

const dayParts = (day: IndiaDay) => {
  const date = new Date(`${day}T00:00:00Z`);
  return { date: date.getUTCDate(), month: MONTHS[date.getUTCMonth()], weekday: WEEKDAYS[date.getUTCDay()] };
};

/** A day as a delivery date: "Thu, 26 Nov" (no year: it is days away). */
export function formatWeekday(day: IndiaDay, words: DayWords): string {
  const { date, month, weekday } = dayParts(day);
  return `${words(weekday)}, ${date} ${words(month)}`;
}

/** Two days as a span: "27-29 Nov", or "30 Nov-2 Dec" across a month's end. */
export function formatDaySpan(from: IndiaDay, to: IndiaDay, words: DayWords): string {
  const first = dayParts(from);
  const last = dayParts(to);
  const end = `${last.date} ${words(last.month)}`;
  return first.month === last.month ? `${first.date}-${end}` : `${first.date} ${words(first.month)}-${end}`;
}
