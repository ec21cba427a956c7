import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatDateTime } from "@domain/shared/dates";

/** The formats as Intl gives them for Asia/Kolkata, to hold the arithmetic to. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayParts = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "numeric", year: "numeric" });
const timeParts = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", hour12: true });
const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value ?? "";
const intlDate = (date: Date) => {
  const parts = dayParts.formatToParts(date);
  return `${part(parts, "day")} ${MONTHS[Number(part(parts, "month")) - 1]} ${part(parts, "year")}`;
};
const intlDateTime = (date: Date) => {
  const parts = timeParts.formatToParts(date);
  return `${intlDate(date)}, ${part(parts, "hour")}:${part(parts, "minute")} ${part(parts, "dayPeriod").toLowerCase()}`;
};

describe("dates in India", () => {
  it("shows a moment as the day and time in India", () => {
    expect(formatDateTime("2025-06-05T09:34:00Z")).toBe("5 June 2025, 3:04 pm");
    expect(formatDateTime("2024-12-31T18:30:00Z")).toBe("1 Jan 2025, 12:00 am");
    expect(formatDateTime("2025-07-31T06:30:00Z")).toBe("31 July 2025, 12:00 pm");
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });

  it("shows a moment's time of day on India's clock as 24-hour HH:MM", () => {
    expect(formatClock(new Date("2025-06-05T05:12:00Z"))).toBe("10:42");
    expect(formatClock(new Date("2025-06-05T18:30:00Z"))).toBe("00:00");
    expect(formatClock(new Date("2025-06-05T17:59:00Z"))).toBe("23:29");
  });

  it("matches Intl's Asia/Kolkata day and time for any moment since 1950", () => {
    const moments = fc.date({ min: new Date("1950-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true });
    fc.assert(
      fc.property(moments, (date) => formatDate(date) === intlDate(date) && formatDateTime(date) === intlDateTime(date)),
      { numRuns: 20_000 },
    );
  });
});
