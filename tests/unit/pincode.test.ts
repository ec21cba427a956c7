import { describe, expect, it } from "vitest";
import { isPincode, locationLabel } from "@domain/location/pincode";
import { pincodeField } from "@domain/location/schemas";

describe("pincode rules", () => {
  it.each(["560034", "110001", "000000"])("accepts six digits: %s", (code) => {
    expect(isPincode(code)).toBe(true);
    expect(pincodeField.parse(code)).toBe(code);
  });

  it.each([
    ["", "Please enter pincode"],
    ["   ", "Please enter pincode"],
    ["56003", "Pincode should be 6 digits"],
    ["5600345", "Pincode should be 6 digits"],
    ["56o034", "Pincode should be 6 digits"],
    ["560 34", "Pincode should be 6 digits"],
  ])("refuses %j with the shop's message", (value, message) => {
    expect(isPincode(value)).toBe(false);
    const result = pincodeField.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it("trims what the shopper typed around the digits", () => {
    expect(pincodeField.parse(" 560034 ")).toBe("560034");
  });

  it("shows the location as 'pincode city', or 'No Location'", () => {
    expect(locationLabel({ pincode: "560034", city: "Bengaluru" })).toBe("560034 Bengaluru");
    expect(locationLabel(null)).toBe("No Location");
  });
});
