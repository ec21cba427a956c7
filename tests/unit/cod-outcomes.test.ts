import { describe, expect, it } from "vitest";
import { outcomeAdvice, outcomeMoves } from "@domain/cod/outcomes";
import { DELIVERY_OUTCOMES, type DeliveryOutcome } from "@domain/cod/risk";
import { canMove, ORDER_STATUSES } from "@domain/orders/orders";
import { shiprocketOutcome, undeliveredOutcome } from "../../server/api/services/delivery/couriers/shiprocket";
import { backtestLines, outcomeBody } from "../../scripts/admin/cod";

/** What a delivery outcome does to an order (docs/product.md#delivery-outcomes), and how the courier's words become one. */
describe("an outcome's moves", () => {
  it("are each a move the state machine allows an operator, from the order's status", () => {
    for (const outcome of DELIVERY_OUTCOMES) {
      for (const status of ORDER_STATUSES) {
        const moves = outcomeMoves(outcome, status);
        if (!moves) continue;
        moves.reduce((from, to) => {
          expect(canMove(from, to, "operator"), `${outcome} from ${status}: ${from} → ${to}`).toBe(true);
          return to;
        }, status);
      }
    }
  });

  it("deliver, leave undelivered, keep on the way or cancel a returned cash order", () => {
    expect(outcomeMoves("delivered", "on-the-way")).toEqual(["delivered"]);
    expect(outcomeMoves("delivered", "not-delivered")).toEqual(["on-the-way", "delivered"]);
    for (const failed of ["refused", "unreachable", "address-not-found"] as const) {
      expect(outcomeMoves(failed, "reached")).toEqual(["not-delivered"]);
      expect(outcomeMoves(failed, "not-delivered")).toEqual([]);
    }
    expect(outcomeMoves("rescheduled", "on-the-way")).toEqual([]);
    expect(outcomeMoves("returned-to-origin", "on-the-way")).toEqual(["not-delivered", "cancelled"]);
    expect(outcomeMoves("returned-to-origin", "not-delivered")).toEqual(["cancelled"]);
    // Recorded on an order an operator cancelled already, for its cost.
    expect(outcomeMoves("returned-to-origin", "cancelled")).toEqual([]);
  });

  it("are none before the order is out for delivery, or after it was delivered or returned", () => {
    for (const outcome of DELIVERY_OUTCOMES) {
      expect(outcomeMoves(outcome, "pending")).toBeNull();
      expect(outcomeMoves(outcome, "accepted")).toBeNull();
      expect(outcomeMoves(outcome, "return-requested")).toBeNull();
    }
    expect(outcomeMoves("refused", "delivered")).toBeNull();
    // The courier's second word that a delivered parcel was delivered is no news.
    expect(outcomeMoves("delivered", "delivered")).toBeNull();
    expect(outcomeMoves("delivered", "cancelled")).toBeNull();
  });

  it("tell the shopper what happened at the last attempt and what they can do, until the order is delivered", () => {
    const at = (...outcomes: DeliveryOutcome[]) => outcomes.map((outcome) => ({ outcome }));
    expect(outcomeAdvice(at("address-not-found"), "not-delivered")).toBe(
      "The courier could not find your address. Add a landmark to your address, or call us.",
    );
    expect(outcomeAdvice(at("unreachable", "refused"), "not-delivered")).toBe(
      "The parcel was refused at the door. If that was a mistake, call us and we will send it again.",
    );
    expect(outcomeAdvice(at("rescheduled"), "on-the-way")).toBe("The courier will come again on another day. Keep your phone on and the amount ready.");
    expect(outcomeAdvice(at("refused", "returned-to-origin"), "cancelled")).toBe(
      "The parcel came back to us, so the order is cancelled. You can order again whenever you like.",
    );
    expect(outcomeAdvice(at("unreachable"), "on-the-way")).toBe("The courier could not reach you. Keep your phone on, and call us if you will be away.");
    expect(outcomeAdvice(at("rescheduled", "delivered"), "delivered")).toBeNull();
    expect(outcomeAdvice(at("unreachable"), "delivered")).toBeNull();
    expect(outcomeAdvice([], "on-the-way")).toBeNull();
  });
});

describe("Shiprocket's tracking update", () => {
  const update = { awb: "19041424751540", order_id: "NHC0000123", current_status_id: 21, current_timestamp: "23 05 2026 11:43:52", is_return: 0 };

  it("is an outcome only for the end of a delivery", () => {
    expect(shiprocketOutcome({ ...update, current_status: "DELIVERED", current_status_id: 7 })).toEqual({
      orderNumber: "NHC0000123",
      outcome: "delivered",
      note: null,
      at: new Date("2026-05-23T06:13:52.000Z"),
      eventId: "19041424751540:7:23 05 2026 11:43:52",
    });
    expect(shiprocketOutcome({ ...update, current_status: "RTO DELIVERED", scans: [{ activity: "RTO delivered to shipper" }] })).toMatchObject({
      outcome: "returned-to-origin",
      note: "RTO delivered to shipper",
    });
    expect(shiprocketOutcome({ ...update, current_status: "rto_delivered" })?.outcome).toBe("returned-to-origin");
    for (const status of ["IN TRANSIT", "OUT FOR DELIVERY", "PICKED UP", "RTO INITIATED", "RTO IN TRANSIT", ""]) {
      expect(shiprocketOutcome({ ...update, current_status: status }), status).toBeNull();
    }
  });

  it("reads why a parcel was undelivered from the last scan", () => {
    expect(undeliveredOutcome("Consignee refused to accept")).toBe("refused");
    expect(undeliveredOutcome("Customer rejected the shipment, not interested")).toBe("refused");
    expect(undeliveredOutcome("Address incomplete / wrong address")).toBe("address-not-found");
    expect(undeliveredOutcome("Out of delivery area")).toBe("address-not-found");
    expect(undeliveredOutcome("Customer requested future delivery")).toBe("rescheduled");
    expect(undeliveredOutcome("Consignee unavailable, door locked")).toBe("unreachable");
    expect(undeliveredOutcome("")).toBe("unreachable");
    const scans = [{ activity: "Consignee not available" }, { activity: "Consignee refused to accept" }];
    expect(shiprocketOutcome({ ...update, current_status: "UNDELIVERED", scans })).toMatchObject({ outcome: "refused", note: "Consignee refused to accept" });
  });

  it("is none for a return pickup or an order id that is not our order number; our number with the courier's suffix is ours", () => {
    expect(shiprocketOutcome({ ...update, current_status: "DELIVERED", is_return: 1 })).toBeNull();
    expect(shiprocketOutcome({ ...update, current_status: "DELIVERED", order_id: "1373900_150876814" })).toBeNull();
    expect(shiprocketOutcome({ ...update, current_status: "DELIVERED", order_id: "nhc0000123_150876814" })?.orderNumber).toBe("NHC0000123");
  });

  it("takes the courier's time in India, or now when it has none it can read", () => {
    const now = new Date("2026-12-08T00:00:00.000Z");
    expect(shiprocketOutcome({ ...update, current_status: "DELIVERED", current_timestamp: "2026-05-23 11:43:52" }, now)?.at).toEqual(
      new Date("2026-05-23T06:13:52.000Z"),
    );
    expect(shiprocketOutcome({ ...update, current_status: "DELIVERED", current_timestamp: "yesterday" }, now)?.at).toEqual(now);
  });
});

describe("the command line", () => {
  it("reads an outcome's options into the operation's body", () => {
    expect(outcomeBody(["NHC0000001", "returned-to-origin", "--cost", "85", "--note", "came back"])).toEqual({
      orderId: "NHC0000001",
      outcome: "returned-to-origin",
      cost: 85,
      note: "came back",
    });
    expect(() => outcomeBody(["NHC0000001"])).toThrow(/^usage: npm run admin -- orders outcome/);
    expect(() => outcomeBody(["NHC0000001", "refused", "--when", "today"])).toThrow(/^usage/);
  });

  it("prints the backtest per band, or says there was nothing to score", () => {
    const bands = [
      { band: "low" as const, orders: 100, returned: 5, rate: 0.05 },
      { band: "medium" as const, orders: 30, returned: 6, rate: 0.2 },
      { band: "high" as const, orders: 10, returned: 4, rate: 0.4 },
    ];
    expect(backtestLines({ days: 90, bands }).split("\n")).toEqual([
      "Cash orders of the last 90 days whose delivery ended, scored with today's settings:",
      "band      orders  returned to origin     rate",
      "low          100                   5    5.0 %",
      "medium        30                   6   20.0 %",
      "high          10                   4   40.0 %",
      "all          140                  15   10.7 %",
    ]);
    expect(backtestLines({ days: 7, bands: bands.map((b) => ({ ...b, orders: 0, returned: 0, rate: 0 })) })).toBe(
      "No cash order placed in the last 7 days has ended its delivery yet: nothing to score.",
    );
  });
});
