import { describe, expect, it } from "vitest";
import { DEFAULT_COD_SETTINGS, addressChars, askOf, bandOf, partPaymentPaise, scoreCashOrder, withPrepaidOffer, type RiskFacts } from "../../domain/cod/risk";

/** The cash order's risk score (docs/product.md#cash-on-delivery-risk): hand-made histories, band edges, the address rule. */

/** A returning shopper's ordinary order to a quiet area with a full address: nothing to count. */
const calm: RiskFacts = {
  pincode: { ended: 40, returned: 0 },
  city: { ended: 400, returned: 0 },
  earlierOrders: 3,
  earlierReturns: 0,
  totalPaise: 50_000,
  cashLimitPaise: null,
  address: { landmark: "Opposite the Hanuman temple", lines: ["Flat 12, Sunrise Apartments", "MG Road, Indiranagar"] },
  promiseDays: 3,
};
const score = (facts: Partial<RiskFacts>) => scoreCashOrder({ ...calm, ...facts }, DEFAULT_COD_SETTINGS);

describe("the score", () => {
  it("is 0 with no reasons for a calm order", () => {
    expect(score({})).toEqual({ score: 0, band: "low", reasons: [] });
  });

  it("counts the pincode's return rate once it has enough ended orders, else the city's", () => {
    expect(score({ pincode: { ended: 20, returned: 5 } }).reasons).toEqual([
      { code: "areaReturns", points: 25, facts: { where: "pincode", percent: 25, ended: 20 } },
    ]);
    expect(score({ pincode: { ended: 9, returned: 9 }, city: { ended: 100, returned: 30 } }).reasons).toEqual([
      { code: "areaReturns", points: 30, facts: { where: "city", percent: 30, ended: 100 } },
    ]);
    // Neither has enough: the area says nothing.
    expect(score({ pincode: { ended: 2, returned: 2 }, city: { ended: 9, returned: 9 } }).reasons).toEqual([]);
  });

  it("counts the shopper's refused orders, at most three, and a first order", () => {
    expect(score({ earlierReturns: 1 }).score).toBe(30);
    expect(score({ earlierReturns: 7 }).score).toBe(90);
    expect(score({ earlierOrders: 0 }).reasons).toEqual([{ code: "firstOrder", points: 10, facts: {} }]);
  });

  it("weighs the order against the area's cash limit", () => {
    expect(score({ totalPaise: 150_000, cashLimitPaise: 200_000 }).reasons).toEqual([{ code: "orderValue", points: 15, facts: { percent: 75 } }]);
    expect(score({ totalPaise: 150_000, cashLimitPaise: null }).reasons).toEqual([]);
  });

  it("adds a day's points for each day the promise is beyond three", () => {
    expect(score({ promiseDays: 3 }).score).toBe(0);
    expect(score({ promiseDays: 6 }).reasons).toEqual([{ code: "farPromise", points: 12, facts: { days: 6 } }]);
  });

  it("lists the reasons largest first and never passes 100", () => {
    const worst = score({
      pincode: { ended: 10, returned: 10 },
      earlierOrders: 0,
      earlierReturns: 3,
      address: { landmark: "", lines: ["12"] },
    });
    expect(worst.score).toBe(100);
    expect(worst.band).toBe("high");
    expect(worst.reasons.map((reason) => reason.code)).toEqual(["areaReturns", "pastReturns", "shortAddress", "firstOrder", "noLandmark"]);
  });

  it("follows the owner's weights: a weight of 0 drops its reason", () => {
    const settings = { ...DEFAULT_COD_SETTINGS, weights: { ...DEFAULT_COD_SETTINGS.weights, firstOrder: 0, noLandmark: 50 } };
    const scored = scoreCashOrder({ ...calm, earlierOrders: 0, address: { ...calm.address, landmark: " " } }, settings);
    expect(scored).toEqual({ score: 50, band: "medium", reasons: [{ code: "noLandmark", points: 50, facts: {} }] });
  });
});

describe("the address rule", () => {
  it("counts letters and digits in any script, not spaces or punctuation", () => {
    expect(addressChars(["Flat 1-B,", "  MG Rd."])).toBe(10);
    expect(addressChars(["फ्लैट 12"])).toBe(7);
  });

  it("finds an address short below 25 letters and digits", () => {
    const lines = (text: string) => ({ address: { landmark: "Near the park", lines: [text] } });
    expect(score(lines("a".repeat(24))).reasons).toEqual([{ code: "shortAddress", points: 12, facts: { chars: 24 } }]);
    expect(score(lines("a".repeat(25))).reasons).toEqual([]);
  });
});

describe("the bands and what they ask", () => {
  it("starts medium and high at their thresholds", () => {
    const bands = { mediumFrom: 30, highFrom: 60 };
    expect([0, 29, 30, 59, 60, 100].map((value) => bandOf(value, bands))).toEqual(["low", "low", "medium", "medium", "high", "high"]);
  });

  it("asks nothing, a confirmation, or the owner's choice for high", () => {
    expect(askOf("low", { highAsk: "part" })).toBe("cash");
    expect(askOf("medium", { highAsk: "part" })).toBe("confirm");
    expect(askOf("high", { highAsk: "part" })).toBe("part");
    expect(askOf("high", { highAsk: "prepaid" })).toBe("prepaid");
  });
});

describe("the part payment and the prepaid offer", () => {
  it("is the set amount, or the share rounded up to the rupee, never the whole order", () => {
    expect(partPaymentPaise(50_000, { partPaise: 4900, partPercent: null })).toBe(4900);
    expect(partPaymentPaise(33_350, { partPaise: null, partPercent: 10 })).toBe(3400);
    expect(partPaymentPaise(4000, { partPaise: 4900, partPercent: null })).toBe(3900);
  });

  it("takes the offer off an online order, never below a rupee", () => {
    expect(withPrepaidOffer(50_000, { prepaidOfferPaise: 2000 })).toBe(48_000);
    expect(withPrepaidOffer(1500, { prepaidOfferPaise: 2000 })).toBe(100);
  });
});
