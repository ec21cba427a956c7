/** Month names as docs/product.md#limits-and-constants has them: short, but June and July in full. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The words of a date in the shopper's language: a month's English name, or a time's "{time} am"/"{time} pm", translated. */
type DateWords = (english: (typeof MONTHS)[number] | "{time} am" | "{time} pm", params?: { time: string }) => string;
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
