import { describe, expect, it } from "vitest";
import { dueOnDelivery, payNowOptions, payNowRefusal, prepaidOfferOn, type PayNowOrder } from "@domain/cod/prepaid";

const offer = { prepaidOfferPaise: 2000 };
const cash = (changes: Partial<PayNowOrder> = {}): PayNowOrder => ({
  paymentType: "COD",
  paid: false,
  status: "pending",
  totalPaise: 50_000,
  partPaidPaise: 0,
  risk: null,
  ...changes,
});
const partAsked = (partPaise: number, confirmed = false) => ({ ask: "part" as const, partPaise, confirmed });

describe("paying a cash order now", () => {
  it("takes the offer off, never more than the order, and nothing without an offer", () => {
    expect(prepaidOfferOn(50_000, offer)).toBe(2000);
    expect(prepaidOfferOn(1500, offer)).toBe(1400); // ₹1 is still paid
    expect(prepaidOfferOn(50, offer)).toBe(0);
    expect(prepaidOfferOn(50_000, { prepaidOfferPaise: 0 })).toBe(0);
  });

  it("offers the whole with the offer off while the order is pending or accepted, and says why not after", () => {
    expect(payNowOptions(cash(), offer)).toEqual({ whole: { amountPaise: 48_000, savingPaise: 2000 }, part: null });
    expect(payNowOptions(cash({ status: "accepted" }), offer).whole).not.toBeNull();
    expect(payNowRefusal(cash({ status: "on-the-way" }))).toBe("moved-on");
    expect(payNowRefusal(cash({ status: "delivered" }))).toBe("moved-on");
    expect(payNowRefusal(cash({ status: "cancelled" }))).toBe("cancelled");
    expect(payNowRefusal(cash({ paid: true }))).toBe("paid");
    expect(payNowRefusal(cash({ partPaidPaise: 4900 }))).toBe("part-paid");
    for (const order of [cash({ status: "on-the-way" }), cash({ partPaidPaise: 4900 }), cash({ paymentType: "online" })]) {
      expect(payNowOptions(order, offer)).toEqual({ whole: null, part: null });
    }
  });

  it("offers the part payment while it is asked, not made, and less than paying all of it online", () => {
    expect(payNowOptions(cash({ risk: partAsked(4900) }), offer).part).toEqual({ amountPaise: 4900, duePaise: 45_100 });
    expect(payNowOptions(cash({ risk: partAsked(4900, true) }), offer).part).toBeNull();
    expect(payNowOptions(cash({ risk: { ask: "confirm", partPaise: null, confirmed: false } }), offer).part).toBeNull();
    // A ₹69 order: paying all of it online costs ₹49, no more than the part.
    expect(payNowOptions(cash({ totalPaise: 6900, risk: partAsked(4900) }), offer)).toEqual({ whole: { amountPaise: 4900, savingPaise: 2000 }, part: null });
  });

  it("leaves the total less the part to pay on delivery, and nothing for a paid order", () => {
    expect(dueOnDelivery(cash({ partPaidPaise: 4900 }))).toBe(45_100);
    expect(dueOnDelivery(cash())).toBe(50_000);
    expect(dueOnDelivery(cash({ paymentType: "online", paid: true }))).toBe(0);
  });
});
