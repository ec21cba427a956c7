import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryWindow } from "@domain/delivery/promise";
import { keptCourier } from "../../server/api/services/delivery/couriers";
import type { Courier } from "../../server/api/services/delivery/couriers/courier";
import { localCourier } from "../../server/api/services/delivery/couriers/local";
import { deliveryPromise } from "../../server/api/services/delivery/delivery";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { caller, startSmsGateway, type SmsGateway } from "./sms-gateway";
import { fillCart, shopperWithAddress } from "./shoppers";

/**
 * The delivery promise (docs/decisions/024): per area and time, cash on delivery enforced when an
 * order is placed, the promised days saved with the order, operators' settings and their refusals, and
 * a courier that fails or is slow answered for by the areas table.
 */
let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let operator: ReturnType<typeof operatorCall>;

/** A moment given as India's wall clock ("2026-11-25 11:45"). */
const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);
const GEL = "Lemon-Dishwash-Gel-500-ml";
const DETERGENT = "Top-Load-Liquid-Detergent-Refill-2-L";
const key = () => `checkout-${Math.random().toString(36).slice(2)}-${Date.now()}`;

const ordersOf = async (customerId: string) =>
  (
    await api.db
      .selectFrom("customer_order")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow()
  ).n;
const areaOf = (code: string) =>
  api.db
    .selectFrom("serviceable_area")
    .selectAll()
    .select(sql<string[]>`closed_dates::text[]`.as("dates"))
    .where("code", "=", code)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi(sms.env);
  call = caller(api);
  operator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

describe("the promise per area and time", () => {
  it("promises a metro area the next day before 14:00 and the day after from 14:00, with cash up to ₹3,000", async () => {
    const courier = localCourier(api.db);
    const before = await deliveryPromise(api.db, courier, { pincode: "560034", weightGrams: 600, amount: 500 }, ist("2026-11-25 11:45"));
    expect(before).toEqual({
      pincode: "560034",
      deliverable: true,
      from: "2026-11-26",
      to: "2026-11-26",
      cutoffAt: "2026-11-25T08:30:00.000Z",
      cash: { available: true, refusal: null, limit: 3000 },
      changesAt: "2026-11-25T08:30:00.000Z",
    });
    const after = await deliveryPromise(api.db, courier, { pincode: "560034", weightGrams: 600, amount: 3500 }, ist("2026-11-25 14:00"));
    expect(after).toMatchObject({ from: "2026-11-27", to: "2026-11-27", cutoffAt: null, cash: { available: false, refusal: "amount", limit: 3000 } });
    // Saturday after the cut-off: Sunday has no delivery, so Monday.
    expect(await deliveryPromise(api.db, courier, { pincode: "560034", weightGrams: 600, amount: 500 }, ist("2026-11-28 15:00"))).toMatchObject({
      from: "2026-11-30",
    });
  });

  it("promises other areas 2 to 4 days, skips holidays, and refuses cash where the area takes none", async () => {
    const courier = localCourier(api.db);
    expect(await deliveryPromise(api.db, courier, { pincode: "411014", weightGrams: 600, amount: 100 }, ist("2026-11-25 10:00"))).toMatchObject({
      from: "2026-11-27",
      to: "2026-11-30",
      cash: { available: false, refusal: "pincode" },
    });
    // Republic Day (a demo holiday) is skipped: Monday 25 Jan before the cut-off, next day in a metro is Wednesday.
    expect(await deliveryPromise(api.db, courier, { pincode: "560034", weightGrams: 600, amount: 100 }, ist("2027-01-25 10:00"))).toMatchObject({
      from: "2027-01-27",
    });
    expect(await deliveryPromise(api.db, courier, { pincode: "411057", weightGrams: 600, amount: 100 })).toMatchObject({
      deliverable: false,
      from: null,
      cash: { available: false, refusal: "pincode" },
    });
  });

  it("answers the public call with an ETag and an Expires at its next change, and refuses a bad pincode with 400", async () => {
    const res = await call("GET", "auth/customer/getDeliveryPromise?pincode=560034&weight=600&amount=3500");
    expect(res.statusCode).toBe(200);
    const promise = body(res).data;
    const window = deliveryWindow({ minDays: 1, maxDays: 1, cutoffMinute: 840, closedWeekdays: [0], closedDates: (await areaOf("560034")).dates }, new Date());
    expect(promise).toMatchObject({ deliverable: true, from: window?.from, to: window?.to, cash: { available: false, refusal: "amount", limit: 3000 } });
    expect(res.headers.etag).toBeTruthy();
    expect(Date.parse(String(res.headers.expires))).toBe(Math.floor(Date.parse(window!.changesAt) / 1000) * 1000);
    const bad = await call("GET", "auth/customer/getDeliveryPromise?pincode=5600");
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ success: false, message: "Pincode should be 6 digits" });
  });
});

describe("cash on delivery and the promised days on orders", () => {
  let bengaluru: Awaited<ReturnType<typeof shopperWithAddress>>;
  let pune: Awaited<ReturnType<typeof shopperWithAddress>>;
  beforeAll(async () => {
    bengaluru = await shopperWithAddress(api, sms, "9844410001", { street: "Main Road" });
    pune = await shopperWithAddress(api, sms, "9844410002", { pincode: "411014", city: "Pune", street: "Main Road" });
  });

  it("refuses cash on delivery where the area takes none with 409 and places nothing; online is fine", async () => {
    await fillCart(api, pune.token, { [GEL]: 2 });
    const stock = (await api.db.selectFrom("product").select("stock").where("public_id", "=", GEL).executeTakeFirstOrThrow()).stock;
    const refused = await call(
      "POST",
      "api/customer/placeOrder",
      { addressId: pune.addressId, paymentType: "COD", idempotencyKey: key() },
      { token: pune.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ success: false, message: "Cash on delivery is not available for 411014", error: { code: "cash_not_available" } });
    expect(await ordersOf(pune.id)).toBe("0");
    expect((await api.db.selectFrom("product").select("stock").where("public_id", "=", GEL).executeTakeFirstOrThrow()).stock).toBe(stock);
    const hindi = await api.app.inject({
      method: "POST",
      url: "/v1/api/customer/placeOrder",
      headers: { "content-type": "application/json", authorization: `Bearer ${pune.token}`, "accept-language": "hi" },
      payload: JSON.stringify({ addressId: pune.addressId, paymentType: "COD", idempotencyKey: key() }),
    });
    expect(body(hindi).message).toBe("411014 पर कैश ऑन डिलीवरी उपलब्ध नहीं है");
    const online = await call(
      "POST",
      "api/customer/placeOrder",
      { addressId: pune.addressId, paymentType: "online", idempotencyKey: key() },
      { token: pune.token },
    );
    expect(online.statusCode).toBe(200);
  });

  it("refuses cash on delivery above the area's limit with 409 and places nothing", async () => {
    await fillCart(api, bengaluru.token, { [DETERGENT]: 8 });
    const refused = await call(
      "POST",
      "api/customer/placeOrder",
      { addressId: bengaluru.addressId, paymentType: "COD", idempotencyKey: key() },
      { token: bengaluru.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe("Cash on delivery is not available for orders above ₹3,000");
    expect(await ordersOf(bengaluru.id)).toBe("0");
  });

  it("saves the promised days the API computed, and says Delayed once they pass before delivery", async () => {
    await fillCart(api, bengaluru.token, { [GEL]: 1 });
    const expected = await deliveryPromise(api.db, localCourier(api.db), { pincode: "560034", weightGrams: 580, amount: 129 });
    const placed = await call(
      "POST",
      "api/customer/placeOrder",
      { addressId: bengaluru.addressId, paymentType: "COD", idempotencyKey: key() },
      { token: bengaluru.token },
    );
    expect(placed.statusCode).toBe(200);
    const id = body(placed).data.orderId;
    const details = async () => body(await call("GET", `api/customer/getOrderDetails?id=${id}`, undefined, { token: bengaluru.token })).data;
    expect(await details()).toMatchObject({ promise: { from: expected.from, to: expected.to }, delayed: false });

    await api.db
      .updateTable("customer_order")
      .set({ promised_from: sql`date '2026-01-01'`, promised_to: sql`date '2026-01-02'` } as never)
      .where("order_number", "=", id)
      .execute();
    expect(await details()).toMatchObject({ promise: { from: "2026-01-01", to: "2026-01-02" }, delayed: true });
    const listed = body(await operator("api/admin/listOrders?status=all")).data.list.find((o: { id: string }) => o.id === id);
    expect(listed).toMatchObject({ promise: { to: "2026-01-02" }, delayed: true });

    await api.db.updateTable("customer_order").set({ status: "delivered" }).where("order_number", "=", id).execute();
    expect(await details()).toMatchObject({ delayed: false });
  });
});

describe("operators' settings", () => {
  const update = (payload: object, token?: string) => operator("api/admin/updateAreaDelivery", payload, token);

  it("lists every area with its promise", async () => {
    const { list, count } = body(await operator("api/admin/getAreaDeliveryList")).data;
    expect(count).toBe(list.length);
    expect(list.find((a: { code: string }) => a.code === "560034")).toMatchObject({
      minDays: 1,
      maxDays: 1,
      cutoff: "14:00",
      closedWeekdays: ["sun"],
      cod: true,
      codMax: 3000,
    });
    expect(list.find((a: { code: string }) => a.code === "411014")).toMatchObject({ minDays: 2, maxDays: 4, cod: false });
  });

  it("changes only the settings given, and the next promise follows at once", async () => {
    const res = await update({
      pincode: "560066",
      minDays: 1,
      maxDays: 2,
      cutoff: "16:30",
      cod: true,
      codMax: 2000,
      closedWeekdays: ["sun", "sat"],
      closedDates: ["2026-12-25"],
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: "Area 560066 updated",
      data: { code: "560066", minDays: 1, maxDays: 2, cutoff: "16:30", closedWeekdays: ["sun", "sat"], closedDates: ["2026-12-25"], cod: true, codMax: 2000 },
    });
    const promise = (amount: number) => call("GET", `auth/customer/getDeliveryPromise?pincode=560066&weight=600&amount=${amount}`).then((r) => body(r).data);
    expect((await promise(2500)).cash).toEqual({ available: false, refusal: "amount", limit: 2000 });
    expect(body(await update({ pincode: "560066", cod: false })).data).toMatchObject({ cod: false, codMax: 2000, minDays: 1, cutoff: "16:30" });
    expect((await promise(100)).cash.refusal).toBe("pincode");
    expect(body(await update({ pincode: "560066", codMax: null, cod: true })).data).toMatchObject({ cod: true, codMax: null });
    expect((await promise(100_000)).cash.available).toBe(true);
    // A weekday named twice is closed once; naming one day seven times still leaves six with delivery.
    expect(body(await update({ pincode: "560066", closedWeekdays: Array(7).fill("sun") })).data).toMatchObject({ closedWeekdays: ["sun"] });
    expect(body(await update({ pincode: "560066", codMax: 2999.5 })).data).toMatchObject({ codMax: 2999.5 });
  });

  it("refuses settings out of range with 400 and a message, changing nothing", async () => {
    const before = await areaOf("560038");
    for (const [payload, message] of [
      [{ minDays: 31 }, "Days must be a whole number from 0 to 30"],
      [{ maxDays: -1 }, "Days must be a whole number from 0 to 30"],
      // Days are JSON numbers: nothing else stands in for one, not even nothing.
      [{ minDays: null }, "Days must be a whole number from 0 to 30"],
      [{ maxDays: false }, "Days must be a whole number from 0 to 30"],
      [{ minDays: "" }, "Days must be a whole number from 0 to 30"],
      [{ minDays: [] }, "Days must be a whole number from 0 to 30"],
      [{ minDays: "1" }, "Days must be a whole number from 0 to 30"],
      [{ minDays: 1.5 }, "Days must be a whole number from 0 to 30"],
      [{ minDays: 3, maxDays: 2 }, "The fewest days must not be more than the most"],
      [{ minDays: 5 }, "The fewest days must not be more than the most"],
      [{ cutoff: "24:00" }, "The cut-off is a time of day, HH:MM from 00:00 to 23:59"],
      [{ cutoff: "2pm" }, "The cut-off is a time of day, HH:MM from 00:00 to 23:59"],
      [{ codMax: -1 }, "The cash limit is 0 rupees or more"],
      [{ codMax: 0.001 }, "The cash limit is in rupees and paise, like 3000 or 2999.50"],
      [{ codMax: "3000" }, "The cash limit is 0 rupees or more"],
      [{ closedWeekdays: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] }, "At least one weekday must have delivery"],
      [{ closedWeekdays: ["sunday"] }, "Closed days are weekdays: sun, mon, tue, wed, thu, fri, sat"],
      [{ closedDates: ["2026-02-30"] }, "A date is YYYY-MM-DD, like 2026-12-25"],
      [{ pincode: "5600" }, "Pincode should be 6 digits"],
    ] as const) {
      const res = await update({ pincode: "560038", ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).message, JSON.stringify(payload)).toContain(message);
    }
    expect(await areaOf("560038")).toEqual(before);
    expect((await update({ pincode: "999999", minDays: 1 })).statusCode).toBe(404);
    expect((await update({ pincode: "560038", minDays: 1 }, "not-the-operator-token-at-all-but-long-enough")).statusCode).toBe(401);
  });
});

describe("a courier that fails or is slow", () => {
  let shiprocket: Server;
  let url: string;
  let mode: "ok" | "fail" | "slow" = "ok";
  const asked: URL[] = [];
  beforeAll(async () => {
    shiprocket = createServer((request, response) => {
      const asking = new URL(request.url ?? "/", "http://localhost");
      asked.push(asking);
      if (request.headers.authorization !== "Bearer shiprocket-test-token") return response.writeHead(401).end();
      if (mode === "fail") return response.writeHead(500, { "content-type": "application/json" }).end('{"message":"Server Error"}');
      // A courier that does not answer within the 3 s the adapter waits: it answers after 5 s.
      const delay = mode === "slow" ? 5000 : 0;
      setTimeout(() => {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            status: 200,
            data: {
              available_courier_companies: [
                { courier_name: "Surface", estimated_delivery_days: "5", cod: 0 },
                { courier_name: "Air", estimated_delivery_days: "3", cod: 1 },
              ],
            },
          }),
        );
      }, delay).unref();
    });
    await new Promise<void>((resolve) => shiprocket.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(shiprocket.address() as AddressInfo).port}/v1/external/courier/serviceability/`;
  });
  afterAll(async () => {
    shiprocket.closeAllConnections();
    await new Promise((resolve) => shiprocket.close(resolve));
  });

  it("takes Shiprocket's days and cash, asking with the pickup pincode and the weight in kg", async () => {
    const shop = await startApi({
      ...sms.env,
      COURIER: "shiprocket",
      SHIPROCKET_URL: url,
      SHIPROCKET_API_TOKEN: "shiprocket-test-token",
      SHIPROCKET_PICKUP_PINCODE: "400093",
    });
    try {
      mode = "ok";
      const res = await shop.app.inject({ method: "GET", url: "/v1/auth/customer/getDeliveryPromise?pincode=411038&weight=1250&amount=100" });
      const area = await areaOf("411038");
      const window = deliveryWindow({ minDays: 3, maxDays: 5, cutoffMinute: 840, closedWeekdays: area.closed_weekdays, closedDates: area.dates }, new Date());
      expect(body(res).data).toMatchObject({ deliverable: true, from: window?.from, to: window?.to, cash: { available: true } });
      expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ pickup_postcode: "400093", delivery_postcode: "411038", weight: "1.25", cod: "0" });
      // Kept per pincode: a second page does not ask again.
      const count = asked.length;
      await shop.app.inject({ method: "GET", url: "/v1/auth/customer/getDeliveryPromise?pincode=411038&weight=1300&amount=100" });
      expect(asked.length).toBe(count);
      // A pincode the shop does not serve is not delivered, and the courier is not asked about it.
      const unserved = await shop.app.inject({ method: "GET", url: "/v1/auth/customer/getDeliveryPromise?pincode=411057&weight=1250&amount=100" });
      expect(body(unserved).data).toMatchObject({ deliverable: false, from: null, cash: { available: false, refusal: "pincode" } });
      expect(asked.length).toBe(count);
    } finally {
      await shop.close();
    }
  });

  it("answers from the areas table, and logs, when the courier fails or takes more than 3 s", { timeout: 15_000 }, async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const { shiprocketCourier } = await import("../../server/api/services/delivery/couriers/shiprocket");
    const courier: Courier = shiprocketCourier({ url, token: "shiprocket-test-token", pickupPincode: "400093" });
    const kept = keptCourier(courier, localCourier(api.db), log);

    mode = "fail";
    expect(await kept.serviceability({ pincode: "411045", weightGrams: 600, cash: true })).toEqual({
      deliverable: true,
      minDays: 2,
      maxDays: 4,
      cashAllowed: true,
    });
    expect(warnings).toHaveLength(1);

    mode = "slow";
    const started = Date.now();
    expect(await kept.serviceability({ pincode: "411004", weightGrams: 600, cash: true })).toEqual({
      deliverable: true,
      minDays: 2,
      maxDays: 4,
      cashAllowed: true,
    });
    expect(Date.now() - started).toBeLessThan(4500);
    expect(warnings).toHaveLength(2);
  });
});
