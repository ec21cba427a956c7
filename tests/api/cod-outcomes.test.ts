import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus } from "@domain/orders/orders";
import { backtestCashOrders } from "../../server/api/services/cod/backtest";
import { backtestQuery, outcomeBody } from "../../scripts/admin/cod";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * Delivery outcomes (docs/product.md#delivery-outcomes): recorded by an operator (the console's and the
 * command line's call), by the courier's tracking webhook (its token checked, each update once), with
 * the moves they make, shown in the order's history to the operator and the shopper; and the backtest
 * of the cash-on-delivery score on the demo history.
 */
let api: Harness;
let sms: SmsGateway;
let shopper: { id: string; token: string };

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, COURIER_WEBHOOK_TOKEN: "courier-token-of-the-test" });
  shopper = await signUp(api, sms, "9833300001", { firstName: "Meera", lastName: "Joshi" });
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

const operator: ReturnType<typeof operatorCall> = (...args) => operatorCall(api)(...args);
const record = (payload: object) => operator("api/admin/recordDeliveryOutcome", payload);
const moveAll = async (orderId: string, statuses: OrderStatus[]) => {
  for (const status of statuses) expect((await operator("api/admin/updateOrderStatus", { orderId, status })).statusCode).toBe(200);
};
/** A cash order of the shopper's, out for delivery. */
async function outForDelivery() {
  const order = await insertOrder(api.db, shopper.id, { paymentType: "COD" });
  await moveAll(order.orderNumber, ["accepted", "on-the-way"]);
  return order;
}
const outcomesOf = (orderId: string) => api.db.selectFrom("delivery_outcome").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
const statusOf = async (orderId: string) =>
  (await api.db.selectFrom("customer_order").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;
const shopperSees = async (orderNumber: string) =>
  body(await caller(api)("GET", `api/customer/getOrderDetails?id=${orderNumber}`, undefined, { token: shopper.token })).data;

describe("an operator records what happened", () => {
  it("moves an order the courier could not find to not-delivered, with its history for the operator and the shopper", async () => {
    const order = await outForDelivery();
    const res = await record({ orderId: order.orderNumber, outcome: "address-not-found", note: "No such flat number" });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: `Order ${order.orderNumber}: Address not found recorded`,
      data: { id: order.orderNumber, status: "not-delivered", next: ["on-the-way", "cancelled"], outcome: "address-not-found" },
    });
    const seen = body(await operator(`api/admin/getOrder?id=${order.orderNumber}`)).data;
    expect(seen.status).toBe("not-delivered");
    expect(seen.outcomes).toEqual([
      { outcome: "address-not-found", at: expect.any(String), note: "No such flat number", cost: null, source: "operator", by: "Command line" },
    ]);
    expect(seen.events.map((e: { status: string }) => e.status)).toEqual(["pending", "accepted", "on-the-way", "not-delivered"]);
    const theirs = await shopperSees(order.orderNumber);
    expect(theirs.outcomes).toEqual([{ outcome: "address-not-found", at: seen.outcomes[0].at }]);
    const audited = await api.db.selectFrom("audit_log").selectAll().where("entity_id", "=", order.orderNumber).where("action", "=", "order.outcome").execute();
    expect(audited).toHaveLength(1);
  });

  it("cancels a cash order that came back, with its cost, its stock returned, through the command line's words", async () => {
    const order = await outForDelivery();
    const stockBefore = (await api.db.selectFrom("product").select("stock").where("id", "=", order.productId).executeTakeFirstOrThrow()).stock;
    const res = await record(outcomeBody([order.orderNumber, "returned-to-origin", "--cost", "84.50", "--note", "RTO after two attempts"]));
    expect(body(res).data).toMatchObject({ status: "cancelled", next: [], outcome: "returned-to-origin" });
    expect(await outcomesOf(order.id)).toMatchObject([{ outcome: "returned-to-origin", cost_paise: 8450, note: "RTO after two attempts", source: "operator" }]);
    // On its way, the order passes not-delivered on its way to cancelled: each move the state machine allows.
    const seen = body(await operator(`api/admin/getOrder?id=${order.orderNumber}`)).data;
    expect(seen.events.map((e: { status: string }) => e.status).slice(-2)).toEqual(["not-delivered", "cancelled"]);
    expect(seen.outcomes[0].cost).toBe(84.5);
    const stockAfter = (await api.db.selectFrom("product").select("stock").where("id", "=", order.productId).executeTakeFirstOrThrow()).stock;
    expect(stockAfter).toBe(stockBefore + order.quantity);
  });

  it("refuses an outcome for an order not out for delivery, and a cost on anything but a return to origin: nothing changes", async () => {
    const pending = await insertOrder(api.db, shopper.id, { paymentType: "COD" });
    const early = await record({ orderId: pending.orderNumber, outcome: "refused" });
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toBe(`Order ${pending.orderNumber} is pending; a delivery outcome is recorded while it is on its way or not delivered.`);
    const order = await outForDelivery();
    const costly = await record({ orderId: order.orderNumber, outcome: "refused", cost: 90 });
    expect(costly.statusCode).toBe(400);
    expect(body(costly).error.fields).toEqual({ cost: "Only a return to origin has a cost" });
    expect((await record({ orderId: order.orderNumber, outcome: "lost" })).statusCode).toBe(400);
    expect((await record({ orderId: "NHC9999999", outcome: "delivered" })).statusCode).toBe(404);
    expect([...(await outcomesOf(pending.id)), ...(await outcomesOf(order.id))]).toEqual([]);
    expect([await statusOf(pending.id), await statusOf(order.id)]).toEqual(["pending", "on-the-way"]);
    expect(() => outcomeBody([order.orderNumber, "returned-to-origin", "--cost", "a lot"])).toThrow("--cost is an amount in rupees, like 85 or 84.50");
  });

  it("keeps a rescheduled order on its way, and delivers it at the next attempt", async () => {
    const order = await outForDelivery();
    expect(body(await record({ orderId: order.orderNumber, outcome: "rescheduled" })).data.status).toBe("on-the-way");
    expect(body(await record({ orderId: order.orderNumber, outcome: "delivered" })).data.status).toBe("delivered");
    expect((await outcomesOf(order.id)).map((o) => o.outcome)).toEqual(["rescheduled", "delivered"]);
    expect((await shopperSees(order.orderNumber)).deliveredAt).not.toBeNull();
  });
});

describe("the courier's tracking webhook", () => {
  const post = (payload: object, key: string | null = "courier-token-of-the-test") =>
    api.app.inject({
      method: "POST",
      url: "/v1/webhooks/courier",
      headers: { "content-type": "application/json", ...(key === null ? {} : { "x-api-key": key }) },
      payload: JSON.stringify(payload),
    });
  const update = (orderNumber: string, status: string, activity = "", at = "08 12 2026 10:15:00") => ({
    awb: `AWB${orderNumber}`,
    courier_name: "Delhivery Surface",
    current_status: status,
    current_status_id: status === "DELIVERED" ? 7 : status === "UNDELIVERED" ? 21 : 10,
    current_timestamp: at,
    order_id: orderNumber,
    sr_order_id: 348456385,
    scans: [{ date: "2026-12-08 10:15:00", status: "X-DDD", activity, location: "Koramangala (Karnataka)" }],
    is_return: 0,
  });

  it("refuses an update without our token before reading it: 401, nothing changes", async () => {
    const order = await outForDelivery();
    for (const key of [null, "", "not-the-courier-token"]) {
      const res = await post(update(order.orderNumber, "DELIVERED"), key);
      expect(res.statusCode).toBe(401);
      expect(body(res)).toMatchObject({ success: false, message: "The webhook token does not match." });
    }
    expect((await post({ nonsense: true }, "wrong")).statusCode).toBe(401);
    expect(await outcomesOf(order.id)).toEqual([]);
    expect(await statusOf(order.id)).toBe("on-the-way");
  });

  it("records a refusal at the door with the courier's reason, once however often the same update comes, and only on its own order", async () => {
    const [order, other] = [await outForDelivery(), await outForDelivery()];
    const refusal = update(order.orderNumber, "UNDELIVERED", "Consignee refused to accept the shipment");
    const first = await post(refusal);
    expect(first.statusCode).toBe(200);
    expect(body(first).data).toEqual({ recorded: true });
    const again = await Promise.all([post(refusal), post(refusal)]);
    expect(again.map((r) => [r.statusCode, body(r).data.recorded])).toEqual([
      [200, false],
      [200, false],
    ]);
    expect(await outcomesOf(order.id)).toMatchObject([{ outcome: "refused", source: "courier", note: "Consignee refused to accept the shipment" }]);
    expect((await outcomesOf(order.id))[0].created_at.toISOString()).toBe("2026-12-08T04:45:00.000Z");
    expect(await statusOf(order.id)).toBe("not-delivered");
    expect(await outcomesOf(other.id)).toEqual([]);
    expect(await statusOf(other.id)).toBe("on-the-way");
    const seen = body(await operator(`api/admin/getOrder?id=${order.orderNumber}`)).data;
    expect(seen.outcomes).toMatchObject([{ outcome: "refused", source: "courier", by: null }]);
    expect(seen.events.at(-1)).toMatchObject({ status: "not-delivered", actor: "system", by: null });

    // Back at our warehouse: returned to origin, the order cancelled; a later scan of the same status is another event.
    expect(body(await post(update(order.orderNumber, "RTO DELIVERED", "RTO delivered to shipper", "15 12 2026 18:00:00"))).data).toEqual({ recorded: true });
    expect(await statusOf(order.id)).toBe("cancelled");
    expect((await outcomesOf(order.id)).map((o) => o.outcome)).toEqual(["refused", "returned-to-origin"]);
  });

  it("records nothing for a status that is no outcome, an order that is not ours, or one not out for delivery", async () => {
    const order = await outForDelivery();
    const pending = await insertOrder(api.db, shopper.id, { paymentType: "COD" });
    for (const payload of [
      update(order.orderNumber, "IN TRANSIT"),
      { ...update(order.orderNumber, "DELIVERED"), is_return: 1 },
      update("1373900_150876814", "DELIVERED"),
      update("NHC9999999", "DELIVERED"),
      update(pending.orderNumber, "DELIVERED"),
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({ recorded: false });
    }
    expect([...(await outcomesOf(order.id)), ...(await outcomesOf(pending.id))]).toEqual([]);
    // A delivery the courier reports under its own suffix of our number is ours.
    expect(body(await post(update(`${order.orderNumber}_150876814`, "DELIVERED"))).data).toEqual({ recorded: true });
    expect(await statusOf(order.id)).toBe("delivered");
  });
});

describe("the owners' measures", () => {
  it("give the demo history's returns by pincode, city, band and week, and what became of the scored cash orders", async () => {
    const res = await operator("api/admin/getCashOrderMeasures");
    expect(res.statusCode).toBe(200);
    const measures = body(res).data;
    expect(measures.days).toBe(90);
    // Shakarpur sends back 12 of its 30: the highest rate, first.
    expect(measures.byPincode[0]).toEqual({ pincode: "110092", ended: 30, returned: 12, rate: 0.4 });
    expect(measures.byCity.find((c: { city: string }) => c.city === "Mumbai")).toEqual({ city: "Mumbai", ended: 24, returned: 0, rate: 0 });
    expect(measures.byCity.find((c: { city: string }) => c.city === "New Delhi")).toMatchObject({ ended: 62, returned: 17 });
    // The demo orders were placed before scoring: no band.
    expect(measures.byBand.map((b: { band: string }) => b.band)).toEqual(["low", "medium", "high", "none"]);
    expect(measures.byBand[3].ended).toBeGreaterThanOrEqual(240);
    expect(measures.byWeek.length).toBeGreaterThanOrEqual(12);
    expect(measures.byWeek.map((w: { week: string }) => w.week)).toEqual([...measures.byWeek.map((w: { week: string }) => w.week)].sort());

    const [confirmed, converted] = [
      await insertOrder(api.db, shopper.id, { paymentType: "COD" }),
      await insertOrder(api.db, shopper.id, { paymentType: "online" }),
    ];
    const risk = { score: 40, band: "medium" as const, reasons: "[]", ask: "confirm" as const };
    await api.db
      .insertInto("order_cod_risk")
      .values([
        { ...risk, order_id: confirmed.id, confirmed_at: new Date(), confirmed_via: "page" },
        { ...risk, order_id: converted.id },
      ])
      .execute();
    expect(body(await operator("api/admin/getCashOrderMeasures")).data.scored).toEqual({ orders: 2, confirmed: 1, converted: 1, cancelled: 0 });
  });
});

describe("the backtest", () => {
  it("scores the demo history's ended cash orders by band, the returns in the higher bands", async () => {
    const bands = await backtestCashOrders(api.db, 90);
    expect(bands.map((b) => b.band)).toEqual(["low", "medium", "high"]);
    // The seed's 240 cash orders, 41 of them returned to origin (besides this file's own).
    expect(bands.reduce((n, b) => n + b.orders, 0)).toBeGreaterThanOrEqual(240);
    expect(bands.reduce((n, b) => n + b.returned, 0)).toBeGreaterThanOrEqual(41);
    const rate = (b: { orders: number; returned: number }) => b.returned / Math.max(1, b.orders);
    const [low, medium, high] = bands;
    expect(rate({ orders: medium.orders + high.orders, returned: medium.returned + high.returned })).toBeGreaterThan(rate(low));
  });

  it("answers the command line per band, within the days asked, and refuses days out of range", async () => {
    const res = await operator(`api/admin/backtestCashOrders?days=${backtestQuery(["--days", "30"]).days}`);
    expect(res.statusCode).toBe(200);
    const { days, bands } = body(res).data;
    expect(days).toBe(30);
    for (const b of bands) expect(b.rate).toBe(b.orders ? Math.round((b.returned / b.orders) * 1000) / 1000 : 0);
    const all = body(await operator("api/admin/backtestCashOrders")).data;
    expect(all.days).toBe(90);
    const count = (list: { orders: number }[]) => list.reduce((n, b) => n + b.orders, 0);
    expect(count(bands)).toBeLessThan(count(all.bands));
    expect((await operator("api/admin/backtestCashOrders?days=0")).statusCode).toBe(400);
    expect(() => backtestQuery(["--weeks", "3"])).toThrow("usage: npm run admin -- cod backtest [--days 90]");
  });
});
