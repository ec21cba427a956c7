import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_FILTERS, type OrderStatus } from "@domain/orders/orders";
import { runOutboxOnce } from "../../server/api/services/outbox";
import { createPaymentGateway } from "../../server/api/services/payments/gateway";
import { createPayoutSender } from "../../server/api/services/payments/payouts";
import { refundWork } from "../../server/api/services/orders/refunds";
import { body, eventually, openEventStream, operatorCall, startApi, type Harness } from "./harness";
import { insertOrder, markPaid } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let a: { id: string; token: string };
let b: { id: string; token: string };

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, OUTBOX_POLL_MS: "50" });
  call = caller(api);
  a = await signUp(api, sms, "9822300001", { firstName: "Asha", lastName: "Verma" });
  b = await signUp(api, sms, "9822300002", { firstName: "Bala", lastName: "Rao" });
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

const DAY = 24 * 3600 * 1000;
const operator: ReturnType<typeof operatorCall> = (...args) => operatorCall(api)(...args);
const move = (orderId: string, status: OrderStatus, note?: string) => operator("api/admin/updateOrderStatus", { orderId, status, note });
const moveAll = async (orderId: string, statuses: OrderStatus[]) => {
  for (const status of statuses) {
    const res = await move(orderId, status);
    if (res.statusCode !== 200) throw new Error(`${status}: ${res.body}`);
  }
};
const stockOf = async (productId: string) => (await api.db.selectFrom("product").select("stock").where("id", "=", productId).executeTakeFirstOrThrow()).stock;
const details = async (orderId: string, token = a.token) => body(await call("GET", `api/customer/getOrderDetails?id=${orderId}`, undefined, { token })).data;
const setStatus = (id: string, status: OrderStatus, deliveredAt: Date | null = null) =>
  api.db.updateTable("customer_order").set({ status, delivered_at: deliveredAt }).where("id", "=", id).execute();
const refunds = (orderId: string) => api.db.selectFrom("refund").selectAll().where("order_id", "=", orderId).execute();
const localRefunds = (paymentId: string) => api.db.selectFrom("local_gateway_refund").selectAll().where("payment_id", "=", paymentId).execute();

describe("the order list", () => {
  let c: { id: string; token: string };
  const made: { orderNumber: string; status: OrderStatus; paymentType: "COD" | "online" }[] = [];

  beforeAll(async () => {
    c = await signUp(api, sms, "9822300003", { firstName: "Chitra", lastName: "Nair" });
    const statuses: OrderStatus[] = [
      "pending",
      "accepted",
      "on-the-way",
      "delivered",
      "cancelled",
      "not-delivered",
      "return-requested",
      "return-request-accepted",
      "return-request-rejected",
      "returned",
      "return-on-the-way",
      "pending",
    ];
    for (const [i, status] of statuses.entries()) {
      const paymentType = i % 3 === 0 ? "online" : "COD";
      const order = await insertOrder(api.db, c.id, { paymentType, quantity: (i % 3) + 1 });
      await setStatus(order.id, status);
      // Distinct placing times, one minute apart, oldest first.
      await api.db
        .updateTable("customer_order")
        .set({ created_at: new Date(Date.UTC(2025, 5, 1, 10, i)) } as never)
        .where("id", "=", order.id)
        .execute();
      made.push({ orderNumber: order.orderNumber, status, paymentType });
    }
  });

  const list = (query: string) => call("GET", `api/customer/getOrderList${query}`, undefined, { token: c.token });

  it("answers pages of 10, newest first by default, with the total count", async () => {
    const first = body(await list(""));
    expect(first.data.count).toBe(12);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list.map((o: { id: string }) => o.id)).toEqual(
      made
        .map((o) => o.orderNumber)
        .reverse()
        .slice(0, 10),
    );
    expect(first.data.list[0]).toEqual({
      id: made[11].orderNumber,
      placedAt: "2025-06-01T10:11:00.000Z",
      itemCount: 3,
      lineCount: 1,
      items: [{ productName: "Lemon Dishwash Gel 500 ml", image: expect.stringMatching(/lemon-dishwash-gel-500-ml/) }],
      orderTotal: expect.any(Number),
      paymentType: "COD",
      status: "pending",
      progress: 1,
    });
    const second = body(await list("?page=2"));
    expect(second.data).toMatchObject({ count: 12 });
    expect(second.data.list.map((o: { id: string }) => o.id)).toEqual([made[1].orderNumber, made[0].orderNumber]);
  });

  it("names an order's first two products, by name, in the asked language, and counts the rest", async () => {
    const d = await signUp(api, sms, "9822300004", { firstName: "Dev", lastName: "Iyer" });
    const order = await insertOrder(api.db, d.id);
    const [line] = await api.db.selectFrom("order_line").selectAll().where("order_id", "=", order.id).execute();
    const others = await api.db
      .selectFrom("product")
      .select(["id", "name", "public_id"])
      .where("public_id", "in", ["Neem-Floor-Cleaner-1-L", "Thick-Toilet-Cleaner-500-ml", "Liquid-Detergent-2-L"])
      .execute();
    for (const p of others) {
      await api.db
        .insertInto("order_line")
        .values({ ...line, product_id: p.id, product_name: p.name, public_id: p.public_id })
        .execute();
    }
    const cardOf = async (language: string) => {
      const res = await api.app.inject({
        method: "GET",
        url: "/v1/api/customer/getOrderList",
        headers: { authorization: `Bearer ${d.token}`, "accept-language": language },
      });
      return body(res).data.list[0];
    };
    const english = await cardOf("en");
    expect(english.lineCount).toBe(4);
    expect(english.items.map((i: { productName: string }) => i.productName)).toEqual(["Lemon Dishwash Gel 500 ml", "Liquid Detergent 2 L"]);
    const hindi = await cardOf("hi");
    expect(hindi.items.map((i: { productName: string }) => i.productName)).toEqual(
      await Promise.all(
        ["Lemon-Dishwash-Gel-500-ml", "Liquid-Detergent-2-L"].map(async (publicId) => {
          const row = await api.db
            .selectFrom("product_translation")
            .innerJoin("product", "product.id", "product_translation.product_id")
            .select("product_translation.name")
            .where("product.public_id", "=", publicId)
            .where("product_translation.language", "=", "hi")
            .executeTakeFirstOrThrow();
          return row.name;
        }),
      ),
    );
    // Another customer's list never shows these lines.
    const other = body(await call("GET", "api/customer/getOrderList", undefined, { token: b.token })).data.list;
    expect(other.flatMap((o: { items: { productName: string }[] }) => o.items.map((i) => i.productName))).not.toContain("Liquid Detergent 2 L");
  });

  it("sorts oldest first with ASC", async () => {
    const res = body(await list("?sort=ASC&filter=all"));
    expect(res.data.list.map((o: { id: string }) => o.id)).toEqual(made.map((o) => o.orderNumber).slice(0, 10));
  });

  it.each(ORDER_FILTERS.map((f) => [f.label, f.value]))("filters %s (%s)", async (_label, value) => {
    const res = await list(`?filter=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(200);
    const [key, wanted] = value.split(":");
    const expected = made.filter((o) => value === "all" || (key === "status" ? o.status === wanted : o.paymentType === wanted));
    expect(body(res).data.count).toBe(expected.length);
    expect(body(res).data.list.map((o: { id: string }) => o.id)).toEqual(
      expected
        .map((o) => o.orderNumber)
        .reverse()
        .slice(0, 10),
    );
  });

  it("shows the return-flow progress once an order has a return", async () => {
    const res = body(await list("?filter=status:return-on-the-way"));
    expect(res.data.list[0].progress).toBe(68);
    expect(body(await list("?filter=status:on-the-way")).data.list[0].progress).toBe(68);
    expect(body(await list("?filter=status:returned")).data.list[0].progress).toBe(100);
  });

  it("refuses an unknown filter or sort with a 400 naming the allowed values", async () => {
    const res = await list("?filter=status:shipped");
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain("paymentType:online");
    expect((await list("?sort=newest")).statusCode).toBe(400);
    expect((await list("?page=0")).statusCode).toBe(400);
  });

  it("counts the customer's orders", async () => {
    expect(body(await call("GET", "api/customer/getCustomerOrderCount", undefined, { token: c.token })).data).toEqual({ count: 12 });
  });
});

describe("cancelling", () => {
  it("puts the stock back once when two cancels race: one 200, one 409", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD", quantity: 3 });
    const before = await stockOf(order.productId);
    const results = await Promise.all([1, 2].map(() => call("POST", "api/customer/cancelOrder", { orderId: order.orderNumber }, { token: a.token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.statusCode === 200)!;
    expect(body(won)).toMatchObject({
      message: `Order ${order.orderNumber} has been cancelled`,
      data: { status: "cancelled", actions: ["buy-again", "buy-refills"], progress: 1 },
    });
    expect(body(results.find((r) => r.statusCode === 409)!).message).toBe("This order can no longer be cancelled.");
    expect(await stockOf(order.productId)).toBe(before + 3);
    const notices = await api.db.selectFrom("notification").selectAll().where("order_id", "=", order.id).execute();
    expect(notices.filter((n) => n.title === `Order ${order.orderNumber}: Cancelled`)).toHaveLength(1);
    expect(await refunds(order.id)).toHaveLength(0);
  });

  it("refuses to cancel an order past pending", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    await moveAll(order.orderNumber, ["accepted", "on-the-way"]);
    const res = await call("POST", "api/customer/cancelOrder", { orderId: order.orderNumber }, { token: a.token });
    expect(res.statusCode).toBe(409);
    expect((await details(order.orderNumber)).status).toBe("on-the-way");
  });

  it("refunds a paid online order exactly once through the gateway, even with two workers", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "online" });
    const paymentId = await markPaid(api.db, order);
    const res = await call("POST", "api/customer/cancelOrder", { orderId: order.orderNumber }, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.refund).toMatchObject({ orderId: order.orderNumber, amount: order.totalPaise / 100, method: "gateway" });
    // Two more workers race the API's own.
    const handlers = refundWork(api.db, createPaymentGateway(api.env, api.db), createPayoutSender(api.env, api.db));
    await Promise.all([runOutboxOnce(api.db, handlers), runOutboxOnce(api.db, handlers)]);
    const [refund] = await eventually(
      () => refunds(order.id),
      (rows) => rows[0]?.state === "processed",
    );
    expect(refund).toMatchObject({ state: "processed", amount_paise: order.totalPaise, method: "gateway" });
    expect(refund.provider_refund_id).toMatch(/^rfnd_/);
    await Promise.all([runOutboxOnce(api.db, handlers), runOutboxOnce(api.db, handlers)]);
    expect(await localRefunds(paymentId)).toHaveLength(1);
    expect(await refunds(order.id)).toHaveLength(1);
    const list = body(await call("GET", "api/customer/getRefundList", undefined, { token: a.token })).data;
    expect(list.list[0]).toMatchObject({ orderId: order.orderNumber, state: "processed", method: "gateway", processedAt: expect.any(String) });
  });
});

describe("returns", () => {
  const returnOrder = (payload: object, token = a.token) => call("POST", "api/customer/returnOrder", payload, { token });

  it("accepts a return 6 days 23 hours after delivery and refuses one at 7 days", async () => {
    const early = await insertOrder(api.db, a.id, { paymentType: "COD" });
    await setStatus(early.id, "delivered", new Date(Date.now() - 7 * DAY + 3600 * 1000));
    const late = await insertOrder(api.db, a.id, { paymentType: "COD" });
    await setStatus(late.id, "delivered", new Date(Date.now() - 7 * DAY));

    expect((await details(early.orderNumber)).actions).toEqual(["review", "invoice", "return", "buy-again", "buy-refills"]);
    expect((await details(late.orderNumber)).actions).toEqual(["review", "invoice", "buy-again", "buy-refills"]);

    const refused = await returnOrder({ orderId: late.orderNumber, reason: "Damaged or leaking", upiId: "asha@okicici" });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toMatch(/return window/);

    const noUpi = await returnOrder({ orderId: early.orderNumber, reason: "Damaged or leaking" });
    expect(noUpi.statusCode).toBe(400);
    expect(body(noUpi).error.fields).toEqual({ upiId: "Please enter your UPI ID" });
    expect((await returnOrder({ orderId: early.orderNumber, reason: "Damaged or leaking", upiId: "asha@" })).statusCode).toBe(400);

    const ok = await returnOrder({ orderId: early.orderNumber, reason: "Damaged or leaking", comment: "The cap was broken", upiId: "asha@okicici" });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).data).toMatchObject({
      status: "return-requested",
      progress: 1,
      actions: ["invoice", "buy-again", "buy-refills"],
      returnRequest: { reason: "Damaged or leaking", comment: "The cap was broken", upiId: "asha@okicici", requestedAt: expect.any(String) },
    });
    expect((await returnOrder({ orderId: early.orderNumber, reason: "Other", upiId: "asha@okicici" })).statusCode).toBe(409);
  });

  it("gives 10 days from the order when the delivery time is unknown", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    await setStatus(order.id, "delivered", null);
    await api.db
      .updateTable("customer_order")
      .set({ created_at: new Date(Date.now() - 9 * DAY) } as never)
      .where("id", "=", order.id)
      .execute();
    expect((await details(order.orderNumber)).actions).toContain("return");
    await api.db
      .updateTable("customer_order")
      .set({ created_at: new Date(Date.now() - 10 * DAY) } as never)
      .where("id", "=", order.id)
      .execute();
    expect((await returnOrder({ orderId: order.orderNumber, reason: "Other", upiId: "asha@okicici" })).statusCode).toBe(409);
  });

  it("goes through the return flow to a UPI refund and the stock back, once", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD", quantity: 2 });
    await moveAll(order.orderNumber, ["accepted", "on-the-way", "delivered"]);
    const delivered = await details(order.orderNumber);
    expect(delivered).toMatchObject({ status: "delivered", progress: 100, deliveredAt: expect.any(String) });
    expect(delivered.events.map((e: { status: string }) => e.status)).toEqual(["pending", "accepted", "on-the-way", "delivered"]);
    expect((await returnOrder({ orderId: order.orderNumber, reason: "Wrong product delivered", upiId: "asha@okicici" })).statusCode).toBe(200);
    const before = await stockOf(order.productId);
    await moveAll(order.orderNumber, ["return-request-accepted", "return-request-approved", "return-on-the-way"]);
    expect((await details(order.orderNumber)).actions).toEqual(["track", "invoice", "buy-again", "buy-refills"]);
    const [first, second] = await Promise.all([move(order.orderNumber, "returned"), move(order.orderNumber, "returned")]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(order.productId)).toBe(before + 2);
    const after = await details(order.orderNumber);
    expect(after).toMatchObject({ status: "returned", progress: 100, refund: { method: "upi", state: "pending", amount: order.totalPaise / 100 } });
    expect(await refunds(order.id)).toHaveLength(1);
  });
});

describe("operators", () => {
  it("refuses a move the state machine does not allow with a 409 naming the allowed ones", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    const res = await move(order.orderNumber, "delivered");
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(`Order ${order.orderNumber} is pending; it can move to accepted, cancelled.`);
    expect((await move(order.orderNumber, "return-requested")).statusCode).toBe(409);
    expect((await operator("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "accepted" }, "x".repeat(40))).statusCode).toBe(401);
    expect((await move("NHC9999999", "accepted")).statusCode).toBe(404);
    expect((await move(order.orderNumber, "shipped" as OrderStatus)).statusCode).toBe(400);
  });

  it("lets one of two racing moves win; the other gets a 409", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    const before = await stockOf(order.productId);
    const results = await Promise.all([move(order.orderNumber, "cancelled"), move(order.orderNumber, "cancelled")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(results.find((r) => r.statusCode === 409)!).message).toBe(`Order ${order.orderNumber} is cancelled; it can move to no other status.`);
    const now = await details(order.orderNumber);
    expect(now.events.map((e: { status: string }) => e.status)).toEqual(["pending", "cancelled"]);
    expect(await stockOf(order.productId)).toBe(before + 2);
  });

  it("does not accept an online order before it is paid", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "online" });
    expect((await move(order.orderNumber, "accepted")).statusCode).toBe(409);
  });

  it("lists orders, all or in one status, with their next moves", async () => {
    const order = await insertOrder(api.db, b.id, { paymentType: "COD" });
    const res = body(await operator("api/admin/listOrders?status=pending"));
    const row = res.data.list.find((o: { id: string }) => o.id === order.orderNumber);
    expect(row).toMatchObject({ status: "pending", customer: "Bala Rao", next: ["accepted", "cancelled"] });
    expect(res.data.list.every((o: { status: string }) => o.status === "pending")).toBe(true);
    expect((await operator("api/admin/listOrders?status=nope")).statusCode).toBe(400);
  });
});

function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();
}

describe("the GST invoice", () => {
  const invoice = (orderId: string, token = a.token) => call("POST", "api/customer/genrateInvoice", { orderId }, { token });

  it("is a PDF with IGST for another state, the supplier's GSTIN and ₹ amounts; the same number every time", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD", quantity: 2 }); // Bengaluru, Karnataka
    await moveAll(order.orderNumber, ["accepted", "on-the-way", "delivered"]);
    const res = await invoice(order.orderNumber);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${order.orderNumber}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("GSTIN: 27AABCN1234F1Z5");
    expect(text).toContain("Karnataka (29)");
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    // The line's eight-digit HSN code (Lemon Dishwash Gel) stands whole on one line of the table.
    expect(text).toMatch(/^.*\b34025000\b.*$/m);
    expect(text).toMatch(/Whether tax is payable on reverse charge: No/);
    const total = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(order.totalPaise / 100);
    expect(text).toContain(total);
    expect(text).toContain("₹");
    expect(text).toMatch(/Rupees .* Only/);
    const number = /NHC\/\d{2}-\d{2}\/\d{6}/.exec(text)?.[0];
    expect(number).toBeDefined();
    expect(pdfText((await invoice(order.orderNumber)).rawPayload)).toContain(number!);
  });

  it("labels everything in English and Hindi, whatever the customer's language", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    await setStatus(order.id, "delivered", new Date());
    // Asked for in English: the Hindi is there all the same. (pdftotext reads shaped Devanagari in the
    // order its glyphs are drawn, so a vowel sign drawn before its consonant comes out first: these
    // labels have none.)
    const text = pdfText((await invoice(order.orderNumber)).rawPayload);
    expect(text).toContain("Tax Invoice / टैक्स इनवॉइस");
    expect(text).toContain("इनवॉइस नंबर");
    expect(text).toContain("इनवॉइस की तारीख");
    expect(text).toContain("State / राज्य: Karnataka, code / कोड 29");
    expect(text).toContain("Total taxable value / कुल कर योग्य मूल्य");
    expect(text).toMatch(/Whether tax is payable on reverse charge: No\s*\n\s*क्या टैक्स/);
    expect(text).toContain("की ओर से");
  });

  it("splits CGST and SGST within the supplier's state", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD", pincode: "400050", city: "Mumbai" });
    await setStatus(order.id, "delivered", new Date());
    const text = pdfText((await invoice(order.orderNumber)).rawPayload);
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).not.toContain("IGST");
    expect(text).toContain("Maharashtra (27)");
    expect(text).toMatch(/^.*\b34025000\b.*$/m);
  });

  it("is refused before delivery and for cancelled orders", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    const pending = await invoice(order.orderNumber);
    expect(pending.statusCode).toBe(409);
    expect(body(pending)).toMatchObject({ success: false });
    await setStatus(order.id, "cancelled");
    expect((await invoice(order.orderNumber)).statusCode).toBe(409);
  });
});

describe("the v1 surface", () => {
  it("documents the order calls in the OpenAPI document", async () => {
    const doc = body(await api.app.inject({ url: "/v1/docs/openapi.json" }));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(
        ["getOrderList", "getOrderDetails", "cancelOrder", "returnOrder", "getRefundList", "genrateInvoice", "getCustomerOrderCount", "orderEvents"]
          .map((p) => `/v1/api/customer/${p}`)
          .concat(["/v1/api/admin/updateOrderStatus", "/v1/api/admin/listOrders"]),
      ),
    );
  });
});

describe("another customer's order", () => {
  it("is not found on every order path", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    await setStatus(order.id, "delivered", new Date());
    const asB = { token: b.token };
    expect((await call("GET", `api/customer/getOrderDetails?id=${order.orderNumber}`, undefined, asB)).statusCode).toBe(404);
    expect((await call("POST", "api/customer/cancelOrder", { orderId: order.orderNumber }, asB)).statusCode).toBe(404);
    expect((await call("POST", "api/customer/returnOrder", { orderId: order.orderNumber, reason: "Other", upiId: "bala@ybl" }, asB)).statusCode).toBe(404);
    expect((await call("POST", "api/customer/genrateInvoice", { orderId: order.orderNumber }, asB)).statusCode).toBe(404);
    expect((await call("GET", `api/customer/orderEvents?id=${order.orderNumber}`, undefined, asB)).statusCode).toBe(404);
    expect((await details(order.orderNumber)).status).toBe("delivered");
  });
});

describe("live order events", () => {
  it("streams the customer's status changes and never another customer's", async () => {
    await api.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    const open = (token: string, query = "") => openEventStream(`http://127.0.0.1:${port}/v1/api/customer/orderEvents${query}`, token);
    const mine = await open(a.token);
    const theirs = await open(b.token);
    expect(mine.res.headers.get("content-type")).toContain("text/event-stream");

    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    expect((await move(order.orderNumber, "accepted")).statusCode).toBe(200);
    const seen = await eventually(
      async () => mine.text(),
      (t) => t.includes("event: order"),
    );
    expect(seen).toContain(`data: ${JSON.stringify({ orderId: order.orderNumber, status: "accepted" })}`);
    // b's own order moves after a's: once b sees its own event, a's would have arrived before it.
    const other = await insertOrder(api.db, b.id, { paymentType: "COD" });
    expect((await move(other.orderNumber, "accepted")).statusCode).toBe(200);
    const theirText = await eventually(
      async () => theirs.text(),
      (t) => t.includes("event: order"),
    );
    expect(theirText).toContain(other.orderNumber);
    expect(theirText).not.toContain(order.orderNumber);
    await mine.close();
    await theirs.close();
  });
});
