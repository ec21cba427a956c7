import { describe, expect, it } from "vitest";
import { dayAfter, dueDay, inQuietHours, refillFor, reminderDay } from "../../domain/refills/reminders";

/** Refill reminders' rules (docs/product.md#refill-reminders): due days, the shopper's night, and what the link adds. */
describe("a delivered line's due day", () => {
  it("is the day of delivery plus the use period for each unit", () => {
    const delivered = new Date("2027-01-15T06:00:00Z"); // 11:30 in India
    expect(dueDay(delivered, 30, 1)).toBe("2027-02-14");
    expect(dueDay(delivered, 30, 3)).toBe("2027-04-15");
    expect(dueDay(delivered, 120, 1)).toBe("2027-05-15");
  });

  it("runs across month and year ends and February", () => {
    expect(dueDay(new Date("2027-01-31T06:00:00Z"), 30, 1)).toBe("2027-03-02");
    expect(dueDay(new Date("2028-01-31T06:00:00Z"), 30, 1)).toBe("2028-03-01");
    expect(dueDay(new Date("2026-12-31T06:00:00Z"), 1, 1)).toBe("2027-01-01");
    expect(dayAfter("2027-02-25", 7)).toBe("2027-03-04");
  });

  it("counts from India's day, not the server's or UTC's", () => {
    // 23:45 UTC on 14 January is already 05:15 on 15 January in India.
    expect(dueDay(new Date("2027-01-14T23:45:00Z"), 30, 1)).toBe("2027-02-14");
    // 18:29 UTC is 23:59 in India, still the 14th; a minute later it is the 15th.
    expect(dueDay(new Date("2027-01-14T18:29:00Z"), 30, 1)).toBe("2027-02-13");
    expect(dueDay(new Date("2027-01-14T18:30:00Z"), 30, 1)).toBe("2027-02-14");
    expect(reminderDay(new Date("2027-01-14T18:30:00Z"))).toBe("2027-01-15");
  });
});

describe("the shopper's night", () => {
  const at = (time: string) => inQuietHours(new Date(`2027-01-15T${time}:00+05:30`));

  it("has no reminders from 21:00 to 09:00 in India", () => {
    expect(at("20:59")).toBe(false);
    expect(at("21:00")).toBe(true);
    expect(at("00:00")).toBe(true);
    expect(at("08:59")).toBe(true);
    expect(at("09:00")).toBe(false);
    expect(at("12:00")).toBe(false);
  });
});

describe("what a reminder's link puts in the cart", () => {
  const product = (id: string, category: "prefill" | "refill") => ({ id, category });
  const bottle = product("Lemon-Dishwash-Gel-500-ml", "prefill");
  const small = product("Lemon-Dishwash-Gel-Refill-1-L", "refill");
  const large = product("Lemon-Dishwash-Gel-Refill-2-L", "refill");

  it("is a bottle's first (smallest) refill, a refill itself, and nothing for a bottle without one", () => {
    expect(refillFor(bottle, false, [small, large])).toBe(small);
    expect(refillFor(large, true, [])).toBe(large);
    expect(refillFor(bottle, false, [])).toBeUndefined();
  });
});
