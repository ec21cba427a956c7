import { describe, expect, it } from "vitest";
import { areaSettingsSchema } from "@domain/delivery/schemas";
import { areaSettings } from "../../scripts/admin/area-options";

/** What `npm run admin -- area <pincode> …` would send, or the message it stops with (its own or the operation's schema's). */
function area(...options: string[]) {
  try {
    const checked = areaSettingsSchema.safeParse(areaSettings("560034", options));
    return checked.success ? checked.data : checked.error.issues[0].message;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("npm run admin -- area", () => {
  it("reads days as one number or a range, the cash limit as rupees, and lists by commas", () => {
    expect(area("--days", "1-2", "--cutoff", "14:00", "--cod", "on", "--cod-max", "3000", "--closed", "sun", "--holidays", "2026-12-25")).toEqual({
      pincode: "560034",
      minDays: 1,
      maxDays: 2,
      cutoff: "14:00",
      cod: true,
      codMax: 3000,
      closedWeekdays: ["sun"],
      closedDates: ["2026-12-25"],
    });
    expect(area("--days", "3")).toEqual({ pincode: "560034", minDays: 3, maxDays: 3 });
    expect(area("--cod-max", "2999.50", "--closed", "none")).toEqual({ pincode: "560034", codMax: 2999.5, closedWeekdays: [] });
    expect(area("--cod-max", "none")).toEqual({ pincode: "560034", codMax: null });
    expect(area("--served", "no")).toEqual({ pincode: "560034", active: false });
  });

  it("refuses what is not a number of days or an amount, saying what it should be, rather than sending 0", () => {
    for (const days of ["-1", "-3", "", "-", "2-", "1-2-3", "one", "1.5", " 2"]) {
      expect(area("--days", days), days).toBe("--days is a number of days or a range of them, like 2 or 1-3");
    }
    for (const amount of ["", "-5", "1e3", "₹3000", "3,000", "none please"]) {
      expect(area("--cod-max", amount), amount).toBe("--cod-max is an amount in rupees, like 3000, or none");
    }
    expect(area("--cod", "yes")).toBe("--cod is on or off");
    expect(area("--served", "off")).toBe("--served is yes or no");
    expect(area("--colour", "red")).toMatch(/^usage: npm run admin -- area/);
  });

  it("leaves the ranges to the operation's rules, with their messages", () => {
    expect(area("--days", "31")).toBe("Days must be a whole number from 0 to 30");
    expect(area("--days", "5-2")).toBe("The fewest days must not be more than the most");
    expect(area("--cutoff", "24:00")).toBe("The cut-off is a time of day, HH:MM from 00:00 to 23:59");
    expect(area("--cod-max", "0.001")).toBe("The cash limit is in rupees and paise, like 3000 or 2999.50");
    expect(area("--closed", "sun,mon,tue,wed,thu,fri,sat")).toBe("At least one weekday must have delivery");
    expect(area("--closed", "sun,sun")).toMatchObject({ closedWeekdays: ["sun"] });
  });
});
