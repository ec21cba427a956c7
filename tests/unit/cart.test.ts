import { describe, expect, it } from "vitest";
import {
  cartTotals,
  couponMessages,
  couponRefusal,
  discountOn,
  itemCount,
  lineTotal,
  maxQuantityFor,
  type CouponConditions,
  type CouponContext,
  type PricedLine,
} from "@domain/cart/cart";
import { addToCartSchema, couponSchema, referralSchema } from "@domain/cart/schemas";
import type { ProductSummary } from "@domain/catalogue/catalogue";
import { formatDate } from "@domain/shared/dates";
import { couponHeadline, couponTerms, friendGets, referrerGets, shareText, whatsAppHref } from "~/lib/account/offers";
import { CODE_ALPHABET, randomCode } from "@domain/shared/random-code";

const line = (productId: string, unitPricePaise: number, quantity: number, unitMrpPaise = unitPricePaise): PricedLine => ({
  productId,
  unitPricePaise,
  unitMrpPaise,
  quantity,
});

describe("subtotal and lines", () => {
  it("multiplies unit prices by quantities and adds the lines, in paise", () => {
    expect(lineTotal({ unitPricePaise: 12_950, quantity: 3 })).toBe(38_850);
    const totals = cartTotals([line("a", 12_950, 3, 14_900), line("b", 8_500, 1, 9_900)]);
    expect(totals).toEqual({ mrpTotal: 54_600, subTotal: 47_350, discount: 0, referralDiscount: 0, orderTotal: 47_350, savings: 7_250 });
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ mrpTotal: 0, subTotal: 0, discount: 0, referralDiscount: 0, orderTotal: 0, savings: 0 });
  });

  it("counts units for the badge, and caps a line at 10 or the stock", () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect([maxQuantityFor(100), maxQuantityFor(4), maxQuantityFor(0)]).toEqual([10, 4, 0]);
  });
});

describe("coupon discounts", () => {
  it("takes a flat amount off, never more than the amount", () => {
    expect(discountOn({ type: "flat", value: 5_000, maxDiscountPaise: null }, 29_900)).toBe(5_000);
    expect(discountOn({ type: "flat", value: 5_000, maxDiscountPaise: null }, 3_000)).toBe(3_000);
    expect(discountOn({ type: "flat", value: 5_000, maxDiscountPaise: null }, 0)).toBe(0);
  });

  it("takes a percentage off, rounded down to the paisa", () => {
    // 15% of ₹333.33 is ₹49.9995: the shopper gets ₹49.99, never more than 15%.
    expect(discountOn({ type: "percent", value: 15, maxDiscountPaise: null }, 33_333)).toBe(4_999);
    expect(discountOn({ type: "percent", value: 10, maxDiscountPaise: null }, 49_905)).toBe(4_990);
    expect(discountOn({ type: "percent", value: 100, maxDiscountPaise: null }, 8_500)).toBe(8_500);
  });

  it("caps a percentage at its maximum", () => {
    expect(discountOn({ type: "percent", value: 10, maxDiscountPaise: 10_000 }, 99_900)).toBe(9_990);
    expect(discountOn({ type: "percent", value: 10, maxDiscountPaise: 10_000 }, 150_000)).toBe(10_000);
  });

  it("applies a coupon to the subtotal in the totals", () => {
    const totals = cartTotals([line("a", 25_000, 2, 30_000)], { coupon: { type: "percent", value: 15, maxDiscountPaise: 15_000 } });
    expect(totals).toMatchObject({ subTotal: 50_000, discount: 7_500, orderTotal: 42_500, savings: 17_500 });
  });
});

describe("referral discount", () => {
  const free = { rule: { type: "percent" as const, value: 100, maxDiscountPaise: null }, productId: "gift" };

  it("takes the discount off one unit of the referral product", () => {
    const totals = cartTotals([line("gift", 8_500, 3), line("b", 20_000, 1)], { referral: free });
    expect(totals).toMatchObject({ subTotal: 45_500, referralDiscount: 8_500, orderTotal: 37_000 });
    const flat = cartTotals([line("gift", 8_500, 1)], { referral: { rule: { type: "flat", value: 2_000, maxDiscountPaise: null }, productId: "gift" } });
    expect(flat).toMatchObject({ referralDiscount: 2_000, orderTotal: 6_500 });
  });

  it("gives nothing while the referral product is not in the cart", () => {
    expect(cartTotals([line("b", 20_000, 1)], { referral: free })).toMatchObject({ referralDiscount: 0, orderTotal: 20_000 });
  });

  it("never takes the total below zero with a coupon as well: the coupon gives way", () => {
    const totals = cartTotals([line("gift", 8_500, 1)], { referral: free, coupon: { type: "flat", value: 5_000, maxDiscountPaise: null } });
    expect(totals).toMatchObject({ subTotal: 8_500, referralDiscount: 8_500, discount: 0, orderTotal: 0 });
    const both = cartTotals([line("gift", 8_500, 1), line("b", 30_000, 1)], { referral: free, coupon: { type: "flat", value: 5_000, maxDiscountPaise: null } });
    expect(both).toMatchObject({ subTotal: 38_500, referralDiscount: 8_500, discount: 5_000, orderTotal: 25_000 });
  });
});

describe("coupon rules", () => {
  const now = new Date("2025-06-15T10:00:00Z");
  const base: CouponConditions = {
    validFrom: new Date("2025-06-01T00:00:00Z"),
    validTo: new Date("2025-07-01T00:00:00Z"),
    minOrderPaise: 29_900,
    perCustomerLimit: null,
    usageLimit: null,
    firstOrderOnly: false,
    ownerCustomerId: null,
  };
  const ctx: CouponContext = { now, customerId: "7", subTotalPaise: 50_000, orderCount: 0, usesByCustomer: 0, usesOverall: 0 };

  it("accepts a live coupon on a cart that qualifies", () => {
    expect(couponRefusal(base, ctx)).toBeNull();
    expect(couponRefusal({ ...base, minOrderPaise: 50_000 }, ctx)).toBeNull();
  });

  it.each([
    ["not started", { validFrom: new Date("2025-06-16T00:00:00Z") }, {}, couponMessages.notStarted],
    ["expired", { validTo: new Date("2025-06-15T10:00:00Z") }, {}, couponMessages.expired],
    ["another customer's", { ownerCustomerId: "8" }, {}, couponMessages.notYours],
    ["first order only, after an order", { firstOrderOnly: true }, { orderCount: 1 }, couponMessages.firstOrderOnly],
    ["used up by this customer", { perCustomerLimit: 2 }, { usesByCustomer: 2 }, couponMessages.usedUp],
    ["used up overall", { usageLimit: 100 }, { usesOverall: 100 }, couponMessages.limitReached],
    ["on an empty cart", {}, { subTotalPaise: 0 }, couponMessages.emptyCart],
    ["below its minimum", {}, { subTotalPaise: 25_000 }, "This promo code needs an order of ₹299 or more. Add ₹49 more to use it."],
  ] as const)("refuses a coupon %s", (_name, coupon, context, message) => {
    expect(couponRefusal({ ...base, ...coupon }, { ...ctx, ...context })).toBe(message);
  });

  it("accepts what the rules allow: the owner, a first order, uses left", () => {
    expect(
      couponRefusal(
        { ...base, ownerCustomerId: "7", firstOrderOnly: true, perCustomerLimit: 2, usageLimit: 100 },
        { ...ctx, usesByCustomer: 1, usesOverall: 99 },
      ),
    ).toBeNull();
  });

  it("leaves the cart's rules out when there is no cart to check", () => {
    const { subTotalPaise: _, ...noCart } = ctx;
    expect(couponRefusal(base, noCart)).toBeNull();
    expect(couponRefusal({ ...base, firstOrderOnly: true }, { ...noCart, orderCount: 2 })).toBe(couponMessages.firstOrderOnly);
  });
});

describe("cart forms", () => {
  it("takes quantities from 1 to 10 only, with one message", () => {
    expect(addToCartSchema.parse({ productId: "Lemon-Dishwash-Gel-500-ml" })).toEqual({ productId: "Lemon-Dishwash-Gel-500-ml", quantity: 1 });
    for (const quantity of [0, 11, 2.5, -1, "3"]) {
      expect(addToCartSchema.safeParse({ productId: "x", quantity }).error?.issues[0].message).toBe("Please choose a quantity from 1 to 10");
    }
  });

  it("reads codes in capitals and refuses anything but letters and digits", () => {
    expect(couponSchema.parse({ couponCode: " welcome50 " })).toEqual({ couponCode: "WELCOME50" });
    expect(couponSchema.safeParse({ couponCode: "" }).error?.issues[0].message).toBe("Please enter a promo code");
    expect(couponSchema.safeParse({ couponCode: "WEL'COME" }).error?.issues[0].message).toBe("Invalid promo code");
    expect(referralSchema.safeParse({ referralCode: " " }).error?.issues[0].message).toBe("Please enter a referral code");
  });
});

describe("random code helper", () => {
  it("draws 5 letters and digits by default, or the length asked for", () => {
    expect(randomCode()).toMatch(/^[A-Z0-9]{5}$/);
    expect(randomCode(12)).toMatch(/^[A-Z0-9]{12}$/);
    expect(randomCode(4, "AB")).toMatch(/^[AB]{4}$/);
  });

  it("uses the whole alphabet and rarely repeats", () => {
    const codes = Array.from({ length: 2000 }, () => randomCode());
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const seen = new Set(codes.join(""));
    expect(seen.size).toBe(CODE_ALPHABET.length);
  });
});

describe("dates", () => {
  it("shows day, short month (June and July in full) and year, on India's calendar", () => {
    expect(formatDate("2025-06-05T10:00:00Z")).toBe("5 June 2025");
    expect(formatDate("2025-07-31T12:00:00Z")).toBe("31 July 2025");
    expect(formatDate("2025-09-09T12:00:00Z")).toBe("9 Sep 2025");
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(formatDate("2024-12-31T20:00:00Z")).toBe("1 Jan 2025");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("how offers read", () => {
  const coupon = {
    code: "WELCOME50",
    description: "",
    type: "flat",
    value: 50,
    maxDiscount: null,
    minOrderValue: 299,
    validFrom: "2025-01-01T00:00:00Z",
    validTo: "2025-06-30T12:00:00Z",
    firstOrderOnly: true,
    perCustomerLimit: 1,
  } as const;
  const offer = {
    product: { productName: "Aloe Vera Hand Wash 250 ml" } as ProductSummary,
    friendDiscount: { type: "percent" as const, value: 100 },
    referrerReward: { amount: 100, minOrderValue: 499, validDays: 60 },
  };

  it("says what a coupon takes off and on what terms", () => {
    expect(couponHeadline(coupon)).toBe("₹50 off");
    expect(couponHeadline({ type: "percent", value: 10, maxDiscount: 100 })).toBe("10% off, up to ₹100");
    expect(couponTerms(coupon)).toEqual(["On orders of ₹299 or more", "First order only", "Once per customer", "Valid till 30 June 2025"]);
    expect(couponTerms({ ...coupon, minOrderValue: 0, firstOrderOnly: false, perCustomerLimit: 3 })).toEqual([
      "Up to 3 times per customer",
      "Valid till 30 June 2025",
    ]);
  });

  it("says what the friend and the referrer get, and shares the code with its link", () => {
    expect(friendGets(offer)).toBe("Aloe Vera Hand Wash 250 ml free");
    expect(friendGets({ ...offer, friendDiscount: { type: "flat", value: 20 } })).toBe("₹20 off Aloe Vera Hand Wash 250 ml");
    expect(referrerGets(offer)).toBe("₹100 off your next order of ₹499 or more, valid for 60 days");
    const text = shareText(offer, "AB12C", "https://shop.example/cart?ref=AB12C");
    expect(text).toBe(
      "Get Aloe Vera Hand Wash 250 ml free with your first order at Nirmal Home Care: use my referral code AB12C at checkout. https://shop.example/cart?ref=AB12C",
    );
    expect(whatsAppHref(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
  });
});
