import { describe, expect, it } from "vitest";
import { cashOnDelivery, cutoffMinuteOf, deliveryWindow, isPastPromise, type DeliveryRules } from "@domain/delivery/promise";
import { cashText, deliveryText, everyPromiseLine, orderWithinText, promisedDeliveryLines } from "~/utils/delivery";
import { messagesUsed, translatorFor } from "@domain/i18n/catalog";
import { received, translator } from "@domain/i18n/translate";
import { isDelayed } from "@domain/orders/orders";

/** A moment given as India's wall clock ("2026-11-25 13:45"). */
const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);

const nextDay: DeliveryRules = { minDays: 1, maxDays: 1, cutoffMinute: 14 * 60, closedWeekdays: [0], closedDates: [] };
const twoToFour: DeliveryRules = { ...nextDay, minDays: 2, maxDays: 4 };
const en = translatorFor("en");
const hi = translatorFor("hi");

describe("the delivery window, on India's calendar", () => {
  it("ships today before the cut-off and tomorrow from the cut-off on", () => {
    // Wednesday 25 Nov 2026.
    expect(deliveryWindow(nextDay, ist("2026-11-25 13:59"))).toMatchObject({ from: "2026-11-26", to: "2026-11-26", cutoffAt: "2026-11-25T08:30:00.000Z" });
    expect(deliveryWindow(nextDay, ist("2026-11-25 14:00"))).toMatchObject({ from: "2026-11-27", to: "2026-11-27", cutoffAt: null });
    expect(deliveryWindow(nextDay, ist("2026-11-25 00:00"))).toMatchObject({ from: "2026-11-26" });
    expect(deliveryWindow(nextDay, ist("2026-11-24 23:59"))).toMatchObject({ from: "2026-11-26" });
  });

  it("says when it next changes by the clock: at the cut-off, else at India's midnight", () => {
    expect(deliveryWindow(nextDay, ist("2026-11-25 09:00"))?.changesAt).toBe("2026-11-25T08:30:00.000Z");
    expect(deliveryWindow(nextDay, ist("2026-11-25 15:00"))?.changesAt).toBe("2026-11-25T18:30:00.000Z");
  });

  it("is the same whatever the server's time zone: India's day starts at 18:30 UTC", () => {
    // 19:00 UTC on the 25th is 00:30 on the 26th in India, a Thursday morning.
    expect(deliveryWindow(nextDay, new Date("2026-11-25T19:00:00Z"))).toMatchObject({ from: "2026-11-27", cutoffAt: "2026-11-26T08:30:00.000Z" });
  });

  it("skips closed weekdays: Saturday's next day is Monday", () => {
    expect(deliveryWindow(nextDay, ist("2026-11-28 10:00"))).toMatchObject({ from: "2026-11-30", to: "2026-11-30" });
    // Sunday itself: the order leaves on Sunday and arrives on Monday.
    expect(deliveryWindow(nextDay, ist("2026-11-29 10:00"))).toMatchObject({ from: "2026-11-30" });
    // A range counts only days with delivery: Thursday after the cut-off, 2 to 4 days from Friday.
    expect(deliveryWindow(twoToFour, ist("2026-11-26 15:00"))).toMatchObject({ from: "2026-11-30", to: "2026-12-02" });
  });

  it("skips holidays", () => {
    const withHoliday = { ...nextDay, closedDates: ["2027-01-26"] };
    expect(deliveryWindow(withHoliday, ist("2027-01-25 10:00"))).toMatchObject({ from: "2027-01-27" });
    expect(deliveryWindow({ ...twoToFour, closedDates: ["2026-12-01"] }, ist("2026-11-27 10:00"))).toMatchObject({
      from: "2026-11-30",
      to: "2026-12-03",
    });
  });

  it("crosses month and year ends", () => {
    expect(deliveryWindow(nextDay, ist("2026-11-30 10:00"))).toMatchObject({ from: "2026-12-01" });
    expect(deliveryWindow(nextDay, ist("2026-12-31 10:00"))).toMatchObject({ from: "2027-01-01" });
    expect(deliveryWindow(nextDay, ist("2026-12-31 14:30"))).toMatchObject({ from: "2027-01-02" });
    // A leap year's February.
    expect(deliveryWindow(nextDay, ist("2028-02-28 10:00"))).toMatchObject({ from: "2028-02-29" });
    expect(deliveryWindow(twoToFour, ist("2026-12-30 10:00"))).toMatchObject({ from: "2027-01-01", to: "2027-01-04" });
  });

  it("promises the same day for zero days, and nothing when no day has delivery", () => {
    expect(deliveryWindow({ ...nextDay, minDays: 0, maxDays: 0 }, ist("2026-11-25 10:00"))).toMatchObject({ from: "2026-11-25" });
    expect(deliveryWindow({ ...nextDay, minDays: 0, maxDays: 0 }, ist("2026-11-29 10:00"))).toMatchObject({ from: "2026-11-30" });
    expect(deliveryWindow({ ...nextDay, closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }, ist("2026-11-25 10:00"))).toBeNull();
  });

  it("reads a cut-off only as a time of day", () => {
    expect(cutoffMinuteOf("14:00")).toBe(840);
    expect(cutoffMinuteOf("00:00")).toBe(0);
    expect(cutoffMinuteOf("23:59")).toBe(1439);
    for (const wrong of ["24:00", "9:00", "14:60", "2pm", ""]) expect(cutoffMinuteOf(wrong)).toBeNull();
  });

  it("is past once India's today is after its last day, and an order is late only while still to be delivered", () => {
    expect(isPastPromise("2026-11-26", ist("2026-11-26 23:59"))).toBe(false);
    expect(isPastPromise("2026-11-26", ist("2026-11-27 00:00"))).toBe(true);
    const order = { status: "on-the-way", paymentType: "COD", paid: false, promise: { from: "2026-11-26", to: "2026-11-26" } } as const;
    const late = ist("2026-11-27 09:00");
    expect(isDelayed(order, ist("2026-11-26 23:59"))).toBe(false);
    expect(isDelayed(order, late)).toBe(true);
    // A failed attempt is tried again: still to be delivered.
    expect(isDelayed({ ...order, status: "not-delivered" }, late)).toBe(true);
    expect(isDelayed({ ...order, status: "delivered" }, late)).toBe(false);
    expect(isDelayed({ ...order, status: "cancelled" }, late)).toBe(false);
    expect(isDelayed({ ...order, status: "returned" }, late)).toBe(false);
    expect(isDelayed({ ...order, status: "pending", promise: null }, ist("2027-11-27 09:00"))).toBe(false);
    // An online order waits for its payment, not for the shop, until it is paid.
    expect(isDelayed({ ...order, status: "pending", paymentType: "online", paid: false }, late)).toBe(false);
    expect(isDelayed({ ...order, status: "accepted", paymentType: "online", paid: true }, late)).toBe(true);
  });
});

describe("what the shopper reads", () => {
  it("says one day with its weekday, or a span", () => {
    expect(deliveryText(en, { from: "2026-11-26", to: "2026-11-26" })).toBe("Delivery by Thu, 26 Nov");
    expect(deliveryText(en, { from: "2026-11-27", to: "2026-11-29" })).toBe("Delivery 27-29 Nov");
    expect(deliveryText(en, { from: "2026-11-30", to: "2026-12-02" })).toBe("Delivery 30 Nov-2 Dec");
    expect(deliveryText(hi, { from: "2026-11-26", to: "2026-11-26" })).toBe("गुरु, 26 नवंबर तक डिलीवरी");
    expect(deliveryText(hi, { from: "2026-11-27", to: "2026-11-29" })).toBe("डिलीवरी 27-29 नवंबर");
  });

  it("counts down to the cut-off in hours and minutes", () => {
    const cutoffAt = ist("2026-11-25 14:00").toISOString();
    expect(orderWithinText(en, cutoffAt, ist("2026-11-25 11:45"))).toBe("Order within 2 h 15 min");
    expect(orderWithinText(en, cutoffAt, new Date(ist("2026-11-25 13:45").getTime() - 30_000))).toBe("Order within 16 min");
    expect(orderWithinText(hi, cutoffAt, ist("2026-11-25 11:45"))).toBe("2 घंटे 15 मिनट में ऑर्डर करें");
    expect(orderWithinText(en, cutoffAt, ist("2026-11-25 14:00"))).toBeNull();
    expect(orderWithinText(en, null, ist("2026-11-25 11:00"))).toBeNull();
  });

  it("offers cash where the area and its courier take it, up to the area's limit", () => {
    const area = { codEnabled: true, codLimit: 3000 };
    expect(cashOnDelivery(area, true, 3000)).toEqual({ available: true, refusal: null, limit: 3000 });
    expect(cashOnDelivery(area, true, 3000.5)).toEqual({ available: false, refusal: "amount", limit: 3000 });
    expect(cashOnDelivery(area, false, 100)).toMatchObject({ available: false, refusal: "pincode" });
    expect(cashOnDelivery({ codEnabled: false, codLimit: null }, true, 100)).toMatchObject({ refusal: "pincode" });
    expect(cashOnDelivery({ codEnabled: true, codLimit: null }, true, 1e6)).toMatchObject({ available: true });
    expect(cashText(en, "411057", cashOnDelivery(area, false, 100))).toBe("Cash on delivery is not available for 411057");
    expect(cashText(en, "560034", cashOnDelivery(area, true, 3500))).toBe("Cash on delivery is not available for orders above ₹3,000");
    expect(cashText(en, "560034", cashOnDelivery(area, true, 350))).toBe("Cash on delivery available");
    expect(cashText(hi, "560034", cashOnDelivery(area, true, 3500))).toBe("₹3,000 से ज़्यादा के ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध नहीं है");
  });

  it("sends a page only the messages its promise shows, which say all of it in Hindi, the countdown's last hour too", () => {
    const promise = {
      pincode: "560034",
      deliverable: true,
      from: "2026-11-26",
      to: "2026-11-26",
      cutoffAt: ist("2026-11-25 14:00").toISOString(),
      cash: { available: false, refusal: "amount" as const, limit: 3000 },
    };
    const sent = messagesUsed("hi", "delivery", (t) => everyPromiseLine(t, promise));
    expect(Object.keys(received([sent])).sort()).toEqual([
      "Cash on delivery is not available for orders above {amount}",
      "Delivery by {date}",
      "Order within {hours} h {minutes} min",
      "Order within {minutes} min",
      "Thu",
    ]);
    // The page's translator holds the shell's messages (the months) and these: it says what the full one says.
    const page = translator("hi", received([["Nov", hi("Nov")], sent]));
    expect(everyPromiseLine(page, promise)).toEqual(everyPromiseLine(hi, promise));
    expect(orderWithinText(page, promise.cutoffAt, ist("2026-11-25 13:30"))).toBe("30 मिनट में ऑर्डर करें");

    const order = { promise: { from: "2026-11-27", to: "2026-11-29" }, delayed: true };
    expect(messagesUsed("hi", "delivery", (t) => promisedDeliveryLines(t, order))).toEqual(["Delivery {dates}", "डिलीवरी {dates}", "Delayed", "देरी से"]);
    expect(messagesUsed("en", "delivery", (t) => promisedDeliveryLines(t, order))).toEqual([]);
  });
});
