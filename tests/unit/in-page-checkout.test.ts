import { describe, expect, it } from "vitest";
import type { Checkout } from "@domain/payments/checkout";
import { inPageCheckoutOptions } from "../../app/components/in-page-checkout";

/** The options the shop hands checkout.js (docs/decisions/025-in-page-checkout.md). */
const checkout: Checkout = {
  paid: false,
  razorOrder: { id: "order_123", amount: 25800 },
  checkoutUrl: "https://api.razorpay.com/v1/checkout/embedded",
  scriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
  keyId: "rzp_test_key",
  orderNumber: "NHC0000042",
  amount: 258,
  description: "Order NHC0000042",
  prefill: { name: "Asha Verma", contact: "+919822200001", email: null },
  fields: { checkout_token: "token" },
};

describe("in-page checkout options", () => {
  const answered: Record<string, string>[] = [];
  const options = inPageCheckoutOptions(checkout, {
    name: "Nirmal Home Care",
    image: "https://shop.example/favicon.svg",
    blockNames: { upi: "UPI से भुगतान करें", other: "कार्ड, नेटबैंकिंग और वॉलेट" },
    handler: (fields) => answered.push(fields),
    ondismiss: () => {},
  });

  it("names the provider's order, amount in paise, the payer, and the gateway's extra fields", () => {
    expect(options).toMatchObject({
      key: "rzp_test_key",
      order_id: "order_123",
      amount: 25800,
      currency: "INR",
      prefill: { name: "Asha Verma", contact: "+919822200001" },
      notes: { order_number: "NHC0000042" },
      checkout_token: "token",
    });
    expect(options.prefill).not.toHaveProperty("email");
  });

  it("shows UPI first (apps by intent, a QR code), then cards, netbanking and wallets, and hides UPI collect", () => {
    const { display } = options.config;
    expect(display.sequence).toEqual(["block.upi", "block.other"]);
    expect(display.blocks.upi).toEqual({ name: "UPI से भुगतान करें", instruments: [{ method: "upi", flows: ["intent", "qr"] }] });
    expect(display.blocks.other.instruments.map((i) => i.method)).toEqual(["card", "netbanking", "wallet"]);
    expect(display.hide).toEqual([{ method: "upi", flows: ["collect"] }]);
    expect(display.preferences.show_default_blocks).toBe(false);
  });

  it("carries a UPI AutoPay mandate's customer and recurring=1, as the hosted checkout's form does", () => {
    const mandate = inPageCheckoutOptions(
      { ...checkout, fields: { checkout_token: "token", customer_id: "cust_1", recurring: "1" } },
      { name: "Nirmal Home Care", image: "", blockNames: { upi: "", other: "" }, handler: () => {}, ondismiss: () => {} },
    );
    expect(mandate).toMatchObject({ order_id: "order_123", customer_id: "cust_1", recurring: "1", checkout_token: "token" });
  });

  it("hands the handler exactly the three signed fields the hosted checkout posts", () => {
    options.handler({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_123", razorpay_signature: "abc", ...{ extra: "x" } });
    expect(answered).toEqual([{ razorpay_payment_id: "pay_1", razorpay_order_id: "order_123", razorpay_signature: "abc" }]);
  });
});
