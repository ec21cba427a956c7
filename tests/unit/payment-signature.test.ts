import { createHmac } from "node:crypto";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { describe, expect, it } from "vitest";
import { paymentSignature, signatureMatches } from "../../server/api/services/payments/signature";
import { hmacSha256 } from "../../server/api/services/secrets";

describe("payment signatures", () => {
  const secret = "test-key-secret";
  const expected = createHmac("sha256", secret).update("order_ABC|pay_XYZ").digest("hex");

  it("signs order_id|payment_id with the key secret (HMAC-SHA256, hex)", () => {
    expect(paymentSignature(secret, "order_ABC", "pay_XYZ")).toBe(expected);
  });

  it("accepts exactly the provider's signature", () => {
    expect(signatureMatches(expected, expected)).toBe(true);
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

// Razorpay's own Node SDK is the reference: whatever it refuses, we refuse, and the genuine one both accept.
describe("signatures as Razorpay's SDK checks them", () => {
  const keySecret = "rzp-key-secret";
  const webhookSecret = "rzp-webhook-secret";
  const order = { order_id: "order_ABC", payment_id: "pay_XYZ" };
  const body = '{"event":"payment.captured","payload":{}}';
  const genuine = { payment: paymentSignature(keySecret, order.order_id, order.payment_id), webhook: hmacSha256(webhookSecret, body) };
  const malformed: [string, (s: string) => string][] = [
    ["in upper case", (s) => s.toUpperCase()],
    ['with "zz" appended', (s) => `${s}zz`],
    ["with one more hex digit", (s) => `${s}0`],
    ["with one hex digit fewer", (s) => s.slice(0, -1)],
    ["empty", () => ""],
    ["with its last digit not hex", (s) => `${s.slice(0, -1)}g`],
    ["with a space before it", (s) => ` ${s}`],
    ["with a newline after it", (s) => `${s}\n`],
  ];

  it("both accept the genuine payment and webhook signatures", () => {
    expect(validatePaymentVerification(order, genuine.payment, keySecret)).toBe(true);
    expect(signatureMatches(paymentSignature(keySecret, order.order_id, order.payment_id), genuine.payment)).toBe(true);
    expect(validateWebhookSignature(body, genuine.webhook, webhookSecret)).toBe(true);
    expect(signatureMatches(hmacSha256(webhookSecret, body), genuine.webhook)).toBe(true);
  });

  it.each(malformed)("both refuse a payment signature %s", (_, malform) => {
    const given = malform(genuine.payment);
    expect(validatePaymentVerification(order, given, keySecret)).toBe(false);
    expect(signatureMatches(paymentSignature(keySecret, order.order_id, order.payment_id), given)).toBe(false);
  });

  it.each(malformed)("both refuse a webhook signature %s", (_, malform) => {
    const given = malform(genuine.webhook);
    expect(validateWebhookSignature(body, given, webhookSecret)).toBe(false);
    expect(signatureMatches(hmacSha256(webhookSecret, body), given)).toBe(false);
  });
});
