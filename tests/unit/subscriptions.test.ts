import { describe, expect, it } from "vitest";
import {
  AUTOPAY_LIMIT_PAISE,
  chargeAfter,
  chargeMoment,
  defaultInterval,
  earliestDueDay,
  isCyclePast,
  lastNoticeDay,
  lastChargeDay,
  mandateLimit,
  subscriptionPrice,
  weeksAfter,
  withinMandate,
} from "../../domain/subscriptions/schedule";
import { changeSubscriptionSchema, subscribeSchema } from "../../domain/subscriptions/schemas";

/** Subscriptions' rules (docs/product.md#subscriptions): intervals, prices, the schedule on India's clock, the mandate. */
describe("the interval offered first", () => {
  it("is the weeks a pack lasts, rounded to a choice", () => {
    expect(defaultInterval(30, 1)).toBe(4); // 4.3 weeks
    expect(defaultInterval(15, 1)).toBe(2);
    expect(defaultInterval(60, 1)).toBe(8); // 8.6 weeks
    expect(defaultInterval(30, 2)).toBe(8);
    expect(defaultInterval(3, 1)).toBe(1);
    expect(defaultInterval(400, 1)).toBe(12);
  });
});

describe("the subscription price", () => {
  it("takes the discount off and rounds down to the rupee", () => {
    expect(subscriptionPrice(19_900, 5)).toBe(18_900); // 189.05 → 189
    expect(subscriptionPrice(10_000, 5)).toBe(9_500);
    expect(subscriptionPrice(10_000, 0)).toBe(10_000);
    expect(subscriptionPrice(9_999, 10)).toBe(8_900); // 89.99 → 89
  });
});

describe("the schedule", () => {
  it("moves a due day on by whole weeks, across months and years", () => {
    expect(weeksAfter("2027-01-15", 4)).toBe("2027-02-12");
    expect(weeksAfter("2026-12-25", 2)).toBe("2027-01-08");
    expect(weeksAfter("2028-02-22", 1)).toBe("2028-02-29");
  });

  it("charges at 10:00 in India on the due day", () => {
    expect(chargeMoment("2027-01-15").toISOString()).toBe("2027-01-15T04:30:00.000Z");
  });

  it("announces a delivery once its charge is within 48 hours", () => {
    // 10:00 in India on the 13th: the 15th's 10:00 charge is 48 hours away.
    expect(lastNoticeDay(new Date("2027-01-13T04:30:00Z"))).toBe("2027-01-15");
    expect(lastNoticeDay(new Date("2027-01-13T04:29:00Z"))).toBe("2027-01-14");
  });

  it("never charges sooner than a day after the notice", () => {
    const early = new Date("2027-01-13T10:00:00Z");
    expect(chargeAfter("2027-01-15", early).toISOString()).toBe("2027-01-15T04:30:00.000Z");
    const late = new Date("2027-01-15T01:00:00Z"); // announced late, 06:30 in India on the day
    expect(chargeAfter("2027-01-15", late).toISOString()).toBe("2027-01-16T01:00:00.000Z");
  });

  it("never debits on a cycle's last day", () => {
    // A weekly cycle due on the 15th ends on the 21st: the 20th is the last day a debit is made.
    expect(lastChargeDay("2027-01-15", 1)).toBe("2027-01-20");
    expect(isCyclePast("2027-01-15", 1, new Date("2027-01-20T12:00:00Z"))).toBe(false);
    expect(isCyclePast("2027-01-15", 1, new Date("2027-01-20T18:30:00Z"))).toBe(true); // 00:00 on the 21st in India
  });

  it("starts again no sooner than a full day's notice allows, and never before the day planned", () => {
    // 09:00 in India: tomorrow's 10:00 charge is 25 hours away.
    expect(earliestDueDay(new Date("2027-01-15T03:30:00Z"))).toBe("2027-01-16");
    // 11:00 in India: tomorrow's 10:00 is 23 hours away, so the day after.
    expect(earliestDueDay(new Date("2027-01-15T05:30:00Z"))).toBe("2027-01-17");
    expect(earliestDueDay(new Date("2027-01-15T05:30:00Z"), "2027-02-01")).toBe("2027-02-01");
    expect(earliestDueDay(new Date("2027-01-15T05:30:00Z"), "2027-01-10")).toBe("2027-01-17");
  });
});

describe("the mandate's limit", () => {
  it("is twice the first delivery, rounded up to ₹500, from ₹500 to what AutoPay debits without a fresh approval", () => {
    expect(mandateLimit(18_900)).toBe(50_000);
    expect(mandateLimit(40_000)).toBe(100_000);
    expect(mandateLimit(41_000)).toBe(100_000);
    expect(mandateLimit(51_000)).toBe(150_000);
    expect(mandateLimit(900_000)).toBe(AUTOPAY_LIMIT_PAISE);
  });

  it("refuses a debit above the mandate or above ₹15,000", () => {
    expect(withinMandate(50_000, 50_000)).toBe(true);
    expect(withinMandate(50_001, 50_000)).toBe(false);
    expect(withinMandate(1_600_000, 10_000_000)).toBe(false);
  });
});

describe("the forms", () => {
  it("take an interval from the choices only, and a quantity from 1 to 10", () => {
    const base = { productId: "Floor-Cleaner-1L", quantity: 1, intervalWeeks: 4, addressId: "7", paymentType: "online" };
    expect(subscribeSchema.safeParse(base).success).toBe(true);
    expect(subscribeSchema.safeParse({ ...base, intervalWeeks: 5 }).success).toBe(false);
    expect(subscribeSchema.safeParse({ ...base, quantity: 11 }).success).toBe(false);
    expect(subscribeSchema.safeParse({ ...base, quantity: 0 }).success).toBe(false);
    expect(subscribeSchema.safeParse({ ...base, addressId: "1; drop table" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ productId: "Floor-Cleaner-1L", quantity: 2, subscriptionId: "3" }).success).toBe(true);
  });

  it("take one change at a time, each with its own fields", () => {
    expect(changeSubscriptionSchema.safeParse({ intent: "skip", subscriptionId: "3" }).success).toBe(true);
    expect(changeSubscriptionSchema.safeParse({ intent: "interval", subscriptionId: "3" }).success).toBe(false);
    expect(changeSubscriptionSchema.safeParse({ intent: "interval", subscriptionId: "3", intervalWeeks: "6" }).success).toBe(true);
    expect(changeSubscriptionSchema.safeParse({ intent: "delete", subscriptionId: "3" }).success).toBe(false);
  });
});
