import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees } from "@domain/shared/money";

const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 });

describe("rupees", () => {
  it.each([
    [450, "₹450"],
    [1234.5, "₹1,234.5"],
    [123456.78, "₹1,23,456.78"],
    [12345678, "₹1,23,45,678"],
    [-450, "-₹450"],
    [0, "₹0"],
    [1.005, "₹1.01"],
    [99999.995, "₹1,00,000"],
    [0.1 + 0.2, "₹0.3"],
  ])("shows %s as %s", (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });

  it("shows an empty amount as ₹00.00", () => {
    expect(formatRupees(null)).toBe("₹00.00");
    expect(formatRupees(undefined)).toBe("₹00.00");
    expect(formatRupees(Number.NaN)).toBe("₹00.00");
  });

  it("matches Intl's en-IN rupees for any amount a shop can hold", () => {
    const paise = fc.integer({ min: -1e13, max: 1e13 }).map((p) => p / 100);
    // Three decimals: every tenth one is a tie at the paise, which Intl rounds away from zero.
    const ties = fc.integer({ min: -1e12, max: 1e12 }).map((p) => p / 1000);
    const anyAmount = fc.double({ min: -1e9, max: 1e9, noNaN: true });
    const tiny = fc.double({ min: -1e-3, max: 1e-3, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(paise, ties, anyAmount, tiny), (amount) => formatRupees(amount) === intl.format(amount)),
      { numRuns: 20_000 },
    );
  });
});
