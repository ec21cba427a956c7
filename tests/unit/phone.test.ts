import { describe, expect, it } from "vitest";
import { displayPhone, isPhone, normalizePhone } from "@domain/shared/phone";

describe("phone numbers", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["(98765) 43.210", "9876543210"],
    ["9876543210", "9876543210"],
  ])("normalises %j to ten digits", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it("adds +91 when asked", () => {
    expect(normalizePhone("98765 43210", { withPrefix: true })).toBe("+919876543210");
    expect(normalizePhone("", { withPrefix: true })).toBe("");
  });

  it("keeps numbers of other lengths as digits, which then fail the ten-digit rule", () => {
    expect(normalizePhone("98765 4321")).toBe("987654321");
    expect(isPhone(normalizePhone("98765 4321"))).toBe(false);
    expect(isPhone("98765432100")).toBe(false);
    expect(isPhone("9876543210")).toBe(true);
  });

  it("displays ten digits as 5+5 and anything else as nothing", () => {
    expect(displayPhone("9876543210")).toBe("98765 43210");
    expect(displayPhone("+91 9876543210")).toBe("98765 43210");
    expect(displayPhone("12345")).toBe("");
  });
});
