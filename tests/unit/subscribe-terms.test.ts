import { describe, expect, it } from "vitest";
import { formatDate } from "@domain/shared/dates";
import { translator } from "@domain/i18n/translate";
import { deliveredEvery } from "~/lib/subscriptions/subscriptions";
import { planOf, subscriptionTerms } from "~/routes/subscriptions/subscriptions.server";

/** What the subscribe page offers and shows before the shopper agrees: the plan from its URL, a delivery's price and the mandate's terms. */
describe("the subscribe page's plan", () => {
  const plan = (query: string) => planOf(new URL(`http://shop.test/subscribe/Thick-Toilet-Cleaner-500-ml${query}`), 4);

  it("is the URL's interval and quantity when they are ones a shopper may choose", () => {
    expect(plan("?interval=6&quantity=3")).toEqual({ intervalWeeks: 6, quantity: 3 });
    expect(plan("?interval=1&quantity=10")).toEqual({ intervalWeeks: 1, quantity: 10 });
  });

  it("is the product's interval and one unit otherwise", () => {
    expect(plan("")).toEqual({ intervalWeeks: 4, quantity: 1 });
    expect(plan("?interval=5&quantity=11")).toEqual({ intervalWeeks: 4, quantity: 1 });
    expect(plan("?interval=two&quantity=0")).toEqual({ intervalWeeks: 4, quantity: 1 });
    expect(plan("?interval=2.5&quantity=1.5")).toEqual({ intervalWeeks: 4, quantity: 1 });
  });
});

describe("the terms shown before subscribing", () => {
  const now = new Date("2027-01-15T06:00:00Z");

  it("price a delivery at the quantity, to the paisa", () => {
    expect(subscriptionTerms(189, 3, now).perDelivery).toBe(567);
    expect(subscriptionTerms(0.1, 3, now).perDelivery).toBe(0.3);
  });

  it("ask for a mandate of twice a delivery, rounded up to ₹500, at least ₹500 and at most UPI AutoPay's ₹15,000", () => {
    expect(subscriptionTerms(189, 1, now).mandateMax).toBe(500);
    expect(subscriptionTerms(189, 3, now).mandateMax).toBe(1500);
    expect(subscriptionTerms(2_000, 10, now).mandateMax).toBe(15_000);
  });

  it("run the mandate five years from today in India", () => {
    expect(formatDate(subscriptionTerms(189, 1, now).mandateUntil)).toBe("15 Jan 2032");
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(formatDate(subscriptionTerms(189, 1, new Date("2026-12-31T20:00:00Z")).mandateUntil)).toBe("1 Jan 2032");
  });
});

describe("how often, in words", () => {
  const t = translator("en", {});
  it("says a week as a week and more as a number", () => {
    expect(deliveredEvery(t, 1)).toBe("Delivered every week");
    expect(deliveredEvery(t, 4)).toBe("Delivered every 4 weeks");
  });
});
