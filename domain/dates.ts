/** Month names as the specification shows them (§9): short, but June and July in full. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sep", "Oct", "Nov", "Dec"];

const parts = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "numeric", year: "numeric" });

/** A moment as the shopper's calendar day in India: day, month, year ("5 June 2025", "12 Aug 2025"). */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const part = (type: string) => Number(parts.formatToParts(date).find((p) => p.type === type)?.value);
  return `${part("day")} ${MONTHS[part("month") - 1]} ${part("year")}`;
}

const timeParts = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", hour12: true });

/** A moment as a date and time in India, for status histories: "5 June 2025, 3:04 pm". */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const time = timeParts.formatToParts(date);
  const part = (type: string) => time.find((p) => p.type === type)?.value ?? "";
  return `${formatDate(date)}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`;
}
