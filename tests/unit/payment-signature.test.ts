import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { paymentSignature, signatureMatches } from "../../server/api/services/payments/signature";

describe("payment signatures", () => {
  const secret = "test-key-secret";
  const expected = createHmac("sha256", secret).update("order_ABC|pay_XYZ").digest("hex");

  it("signs order_id|payment_id with the key secret (HMAC-SHA256, hex)", () => {
    expect(paymentSignature(secret, "order_ABC", "pay_XYZ")).toBe(expected);
  });

  it("accepts exactly the provider's signature", () => {
    expect(signatureMatches(expected, expected)).toBe(true);
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true);
  });

  it.each([
    ["another order's signature", paymentSignature(secret, "order_OTHER", "pay_XYZ")],
    ["another secret's signature", paymentSignature("other-secret", "order_ABC", "pay_XYZ")],
    ["a truncated signature", expected.slice(0, 40)],
    ["a signature with one character changed", `${expected.slice(0, -1)}${expected.endsWith("0") ? "1" : "0"}`],
    ["text that is not hex", "z".repeat(64)],
    ["an empty signature", ""],
    ["no signature", undefined],
    ["a number", 12345],
  ])("refuses %s", (_, given) => {
    expect(signatureMatches(expected, given)).toBe(false);
  });
});
