import { describe, expect, it } from "vitest";
import {
  ORDER_FILTERS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canMove,
  nextStatuses,
  orderActions,
  parseOrderFilter,
  progressPercent,
  type OrderStatus,
} from "@domain/orders/orders";
import { orderListQuerySchema, returnOrderSchema, upiIdField } from "@domain/orders/schemas";
import { movedOrderId } from "@domain/orders/statuses";
import { rupeesInWords, financialYear } from "../../server/api/services/orders/invoices/gst";

describe("progress bar (docs/product.md#progress-bar)", () => {
  it.each([
    ["pending", 1],
    ["cancelled", 1],
    ["accepted", 34],
    ["on-the-way", 68],
    ["reached", 68],
    ["delivered", 100],
    ["not-delivered", 100],
    ["return-requested", 1],
    ["returned", 1],
  ] as [OrderStatus, number][])("forward flow: %s is %i", (status, percent) => {
    expect(progressPercent(status, false)).toBe(percent);
  });

  it.each([
    ["return-requested", 1],
    ["return-request-accepted", 34],
    ["return-request-rejected", 34],
    ["return-request-approved", 34],
    ["return-on-the-way", 68],
    ["returned", 100],
    ["not-delivered", 100],
    ["pending", 1],
  ] as [OrderStatus, number][])("return flow: %s is %i", (status, percent) => {
    expect(progressPercent(status, true)).toBe(percent);
  });
});

describe("actions by status (docs/product.md#actions-by-status)", () => {
  const now = new Date("2025-06-20T12:00:00Z");
  const deliveredAt = new Date(now.getTime() - 2 * 24 * 3600 * 1000).toISOString();
  const expected: Record<OrderStatus, string[]> = {
    pending: ["cancel"],
    accepted: [],
    "on-the-way": ["track"],
    reached: [],
    delivered: ["review", "invoice", "return", "buy-again"],
    "not-delivered": ["buy-again"],
    cancelled: ["buy-again"],
    "return-requested": ["invoice", "buy-again"],
    "return-request-accepted": ["invoice", "buy-again"],
    "return-request-rejected": ["invoice", "buy-again"],
    "return-request-approved": ["invoice", "buy-again"],
    "return-on-the-way": ["track", "invoice", "buy-again"],
    returned: ["invoice", "buy-again"],
  };
  it.each(ORDER_STATUSES.map((s) => [s, expected[s]] as const))("%s allows %j", (status, actions) => {
    expect(orderActions({ status, deliveredAt, now })).toEqual(actions);
  });

  it("offers the refills of an ended order's bottles beside buying it again, and neither while it is under way", () => {
    expect(orderActions({ status: "delivered", deliveredAt, now, refillable: true })).toEqual(["review", "invoice", "return", "buy-again", "buy-refills"]);
    expect(orderActions({ status: "cancelled", deliveredAt: null, now, refillable: true })).toEqual(["buy-again", "buy-refills"]);
    expect(orderActions({ status: "accepted", deliveredAt: null, now, refillable: true })).toEqual([]);
  });

  const days = (n: number, hours = 0) => new Date(now.getTime() - (n * 24 + hours) * 3600 * 1000).toISOString();
  it("allows a return 6 days 23 hours after delivery and refuses it at exactly 7 days", () => {
    expect(orderActions({ status: "delivered", deliveredAt: days(6, 23), now })).toContain("return");
    expect(orderActions({ status: "delivered", deliveredAt: days(7), now })).not.toContain("return");
    expect(orderActions({ status: "delivered", deliveredAt: days(8), now })).not.toContain("return");
  });

  it("gives 10 days from the order when the delivery time is unknown", () => {
    expect(orderActions({ status: "delivered", deliveredAt: null, placedAt: days(9, 23), now })).toContain("return");
    expect(orderActions({ status: "delivered", deliveredAt: null, placedAt: days(10), now })).not.toContain("return");
    expect(orderActions({ status: "delivered", deliveredAt: null, now })).not.toContain("return");
  });
});

describe("the order state machine (decision 010)", () => {
  const allowed: [OrderStatus, OrderStatus, "customer" | "operator"][] = [
    ["pending", "accepted", "operator"],
    ["pending", "cancelled", "customer"],
    ["pending", "cancelled", "operator"],
    ["accepted", "on-the-way", "operator"],
    ["accepted", "cancelled", "operator"],
    ["on-the-way", "reached", "operator"],
    ["on-the-way", "delivered", "operator"],
    ["on-the-way", "not-delivered", "operator"],
    ["reached", "delivered", "operator"],
    ["reached", "not-delivered", "operator"],
    ["not-delivered", "on-the-way", "operator"],
    ["not-delivered", "cancelled", "operator"],
    ["delivered", "return-requested", "customer"],
    ["return-requested", "return-request-accepted", "operator"],
    ["return-requested", "return-request-rejected", "operator"],
    ["return-request-accepted", "return-request-approved", "operator"],
    ["return-request-accepted", "return-request-rejected", "operator"],
    ["return-request-approved", "return-on-the-way", "operator"],
    ["return-on-the-way", "returned", "operator"],
  ];

  it("allows exactly the listed moves", () => {
    for (const [from, to, by] of allowed) expect(canMove(from, to, by), `${from} → ${to} by ${by}`).toBe(true);
    const all = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((t) => [from, t.to, t.by]));
    expect(all).toHaveLength(allowed.length);
  });

  it.each([
    ["accepted", "cancelled", "customer"],
    ["on-the-way", "cancelled", "customer"],
    ["delivered", "cancelled", "customer"],
    ["delivered", "return-requested", "operator"],
    ["pending", "delivered", "operator"],
    ["pending", "accepted", "customer"],
    ["cancelled", "pending", "operator"],
    ["returned", "return-requested", "customer"],
    ["return-request-rejected", "return-request-accepted", "operator"],
    ["return-requested", "returned", "operator"],
  ] as [OrderStatus, OrderStatus, "customer" | "operator"][])("refuses %s → %s by the %s", (from, to, by) => {
    expect(canMove(from, to, by)).toBe(false);
  });

  it("reaches every status from pending", () => {
    const seen = new Set<OrderStatus>(["pending"]);
    const queue: OrderStatus[] = ["pending"];
    while (queue.length) {
      const status = queue.shift()!;
      for (const next of [...nextStatuses(status, "customer"), ...nextStatuses(status, "operator")]) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("names the customer's moves", () => {
    expect(nextStatuses("pending", "customer")).toEqual(["cancelled"]);
    expect(nextStatuses("delivered", "customer")).toEqual(["return-requested"]);
    expect(nextStatuses("accepted", "customer")).toEqual([]);
  });
});

describe("order list filters and sorting (docs/product.md#order-list)", () => {
  it("offers the shop's 14 labels in its order", () => {
    expect(ORDER_FILTERS.map((f) => f.label)).toEqual([
      "Out For Delivery",
      "Pending",
      "Accepted",
      "Cancelled",
      "Delivered",
      "Not Delivered",
      "Cash on Delivery",
      "Online Payment",
      "Return Requested",
      "Return Request Accepted",
      "Return Request Rejected",
      "Returned",
      "Out For Pickup",
      "All",
    ]);
    for (const f of ORDER_FILTERS) expect(parseOrderFilter(f.value), f.value).not.toBeNull();
  });

  it("parses filter values and refuses others", () => {
    expect(parseOrderFilter("all")).toEqual({ kind: "all" });
    expect(parseOrderFilter("status:return-on-the-way")).toEqual({ kind: "status", status: "return-on-the-way" });
    expect(parseOrderFilter("paymentType:COD")).toEqual({ kind: "paymentType", paymentType: "COD" });
    for (const bad of ["", "ALL", "status:", "status:shipped", "paymentType:cod", "paymentType:online:x", "status:pending:1", "foo:pending"]) {
      expect(parseOrderFilter(bad), bad).toBeNull();
    }
  });

  it("defaults to DESC, all, page 1 and names the allowed values when wrong", () => {
    expect(orderListQuerySchema.parse({})).toEqual({ sort: "DESC", filter: "all", page: 1 });
    expect(orderListQuerySchema.parse({ sort: "ASC", filter: "paymentType:online", page: "3" })).toEqual({
      sort: "ASC",
      filter: "paymentType:online",
      page: 3,
    });
    const wrong = orderListQuerySchema.safeParse({ filter: "status:shipped" });
    expect(wrong.error?.issues[0].message).toContain("status:return-on-the-way");
    expect(orderListQuerySchema.safeParse({ sort: "desc" }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});

describe("the return form", () => {
  it("checks UPI ids like name@bank", () => {
    for (const good of ["asha.verma@okicici", "9812345670@ybl", "a_b-c@paytm"]) expect(upiIdField.safeParse(good).success, good).toBe(true);
    for (const bad of ["", "asha", "@okicici", "asha@", "asha@1bank", "as ha@ybl"]) expect(upiIdField.safeParse(bad).success, bad).toBe(false);
  });

  it("needs a reason from the list and keeps comments under 500 characters", () => {
    expect(returnOrderSchema.safeParse({ orderId: "NHC0000001", reason: "Other" }).data).toEqual({
      orderId: "NHC0000001",
      reason: "Other",
      comment: null,
      upiId: null,
    });
    expect(returnOrderSchema.safeParse({ orderId: "NHC0000001", reason: "Because" }).error?.issues[0].message).toBe("Please select a reason");
    expect(returnOrderSchema.safeParse({ orderId: "NHC0000001", reason: "Other", comment: "x".repeat(501) }).success).toBe(false);
  });
});

describe("invoice wording", () => {
  it("writes amounts in words with Indian grouping", () => {
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(123450)).toBe("Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only");
    expect(rupeesInWords(1_25_00_000_00)).toBe("Rupees One Crore Twenty-Five Lakh Only");
  });

  it("finds the Indian financial year in IST", () => {
    expect(financialYear(new Date("2025-03-31T18:29:00Z"))).toBe("24-25");
    expect(financialYear(new Date("2025-03-31T18:31:00Z"))).toBe("25-26");
  });
});

describe("the order event stream's messages, read without zod", () => {
  it("answers the order a well-formed message is about, and null for anything else", () => {
    expect(movedOrderId(JSON.stringify({ orderId: "NHC0000012", status: "accepted" }))).toBe("NHC0000012");
    for (const message of [
      "",
      "not json",
      "null",
      "[]",
      '{"orderId":12,"status":"accepted"}',
      '{"orderId":"NHC0000012","status":"shipped"}',
      '{"orderId":"NHC0000012"}',
    ]) {
      expect(movedOrderId(message), message).toBeNull();
    }
  });
});
