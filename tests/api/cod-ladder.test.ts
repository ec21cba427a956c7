import { createHmac } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COD_SETTINGS, partPaymentPaise } from "@domain/cod/risk";
import { toSettingsView } from "@domain/cod/schemas";
import { confirmationToken, expireUnconfirmed } from "../../server/api/services/cod/confirmations";
import { body, eventually, operatorCall, startApi, type Harness } from "./harness";
import { caller, startSmsGateway, type SmsGateway } from "./sms-gateway";
import { fillCart, shopperWithAddress } from "./shoppers";

/**
 * Cash on delivery's ladder (docs/product.md#cash-on-delivery-risk): each rung as a cash order is
 * placed (low as before, medium awaiting the shopper's one tap, high refused or asked a part payment),
 * the one tap from the order page, the SMS link and the WhatsApp button, once under racing taps, the
 * expiry pass (racing a tap too), and the owner's settings with their refusals and audit. The bands
 * are made by the settings, set as the owner sets them.
 */

let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let operator: ReturnType<typeof operatorCall>;
const GEL = "Lemon-Dishwash-Gel-500-ml";
let phones = 9_812_300_000;
const newPhone = () => String(phones++);

const defaults = toSettingsView(DEFAULT_COD_SETTINGS);
const putSettings = (settings: object) =>
  api.app.inject({
    method: "PUT",
    url: "/v1/api/admin/setCodSettings",
    headers: { "content-type": "application/json", authorization: `Bearer ${api.env.OPERATOR_TOKEN}` },
    payload: JSON.stringify(settings),
  });
async function settle(settings: object) {
  const res = await putSettings({ ...defaults, ...settings });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new shopper with an address: a landmark makes a first cash order low risk, none (with the defaults) medium. */
async function shopper(address: { landmark?: string } = {}) {
  const phone = newPhone();
  const who = await shopperWithAddress(api, sms, phone, address);
  const as = (method: "GET" | "POST", path: string, payload?: object) => call(method, path, payload, { token: who.token });
  const place = async (paymentType: "COD" | "online" = "COD", key = `ladder-${phone}-${Math.random().toString(36).slice(2, 12)}`) => {
    await fillCart(api, who.token, { [GEL]: 1 });
    return as("POST", "api/customer/placeOrder", { addressId: who.addressId, paymentType, idempotencyKey: key });
  };
  const confirm = (orderId: string) => as("POST", "api/customer/confirmCashOrder", { orderId });
  const details = async (orderId: string) => body(await as("GET", `api/customer/getOrderDetails?id=${orderId}`)).data;
  return { ...who, phone, as, place, confirm, details };
}

const ladderOf = (orderNumber: string) =>
  api.db
    .selectFrom("order_cod_risk")
    .innerJoin("customer_order", "customer_order.id", "order_cod_risk.order_id")
    .select(["order_cod_risk.ask", "order_cod_risk.band", "order_cod_risk.score", "order_cod_risk.part_paise", "order_cod_risk.confirm_by"])
    .select(["order_cod_risk.confirmed_at", "order_cod_risk.confirmed_via", "order_cod_risk.reasons", "customer_order.status", "customer_order.total_paise"])
    .where("customer_order.order_number", "=", orderNumber)
    .executeTakeFirstOrThrow();
const stockOf = async (publicId: string) =>
  (await api.db.selectFrom("product").select("stock").where("public_id", "=", publicId).executeTakeFirstOrThrow()).stock;
/** Moves an order's confirmation deadline into the past, as the clock would. */
const pastDeadline = (orderNumber: string) =>
  sql`update order_cod_risk set confirm_by = now() - interval '1 minute'
      where order_id = (select id from customer_order where order_number = ${orderNumber})`.execute(api.db);
const placedNumber = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.orderId as string;
};

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, OTP_MAX_PER_IP_PER_HOUR: "1000", OUTBOX_POLL_MS: "50", COD_EXPIRY_INTERVAL_MS: "3600000" });
  call = caller(api);
  operator = operatorCall(api);
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

describe("the owner's settings", () => {
  it("answers the settings and refuses each value out of range under its field, saving nothing", async () => {
    expect(body(await operator("api/admin/getCodSettings")).data).toEqual(defaults);
    const refusals: [object, string, string][] = [
      [{ weights: { ...defaults.weights, firstOrder: 201 } }, "weights.firstOrder", "A weight is a whole number from 0 to 200"],
      [{ weights: { ...defaults.weights, noLandmark: -1 } }, "weights.noLandmark", "A weight is a whole number from 0 to 200"],
      [{ mediumFrom: 60, highFrom: 60 }, "highFrom", "Medium must start below high"],
      [{ partAmount: 49, partPercent: 10 }, "partAmount", "Please give either an amount or a share, not both"],
      [{ partAmount: null, partPercent: null }, "partAmount", "Please give either an amount or a share, not both"],
      [{ confirmHours: 0 }, "confirmHours", "Hours to confirm are a whole number from 1 to 72"],
      [{ prepaidOffer: 501 }, "prepaidOffer", "The prepaid offer is from ₹0 to ₹500"],
    ];
    for (const [change, field, message] of refusals) {
      const res = await putSettings({ ...defaults, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(body(res).error.fields[field]).toBe(message);
    }
    expect(body(await operator("api/admin/getCodSettings")).data).toEqual(defaults);
  });

  it("saves a change whole and keeps it in the audit log with what it was", async () => {
    const res = await putSettings({ ...defaults, mediumFrom: 25, partAmount: null, partPercent: 10, prepaidOffer: 15 });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ mediumFrom: 25, partAmount: null, partPercent: 10, prepaidOffer: 15 });
    const audit = await api.db.selectFrom("audit_log").selectAll().where("action", "=", "cod.settings").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ mediumFrom: 30, partPaise: 4900 });
    expect(audit.after).toMatchObject({ mediumFrom: 25, partPercent: 10, prepaidOfferPaise: 1500 });
    await settle({});
  });
});

describe("the ladder's rungs", () => {
  it("low: a first cash order with a landmark is placed as before, asks nothing and is accepted", async () => {
    await settle({});
    const who = await shopper();
    const preview = body(await who.as("GET", `api/customer/getCashAsk?addressId=${who.addressId}&amount=200`)).data;
    expect(preview).toMatchObject({ band: "low", ask: "cash" });
    const orderId = placedNumber(await who.place());
    expect(await ladderOf(orderId)).toMatchObject({ ask: "cash", band: "low", confirm_by: null });
    expect((await who.details(orderId)).cashConfirmation).toBeNull();
    expect((await operator("api/admin/acceptOrders", { orderIds: [orderId] })).statusCode).toBe(200);
    expect((await ladderOf(orderId)).status).toBe("accepted");
  });

  it("medium: the payment step says why, the order awaits one tap, operators cannot accept it until then", async () => {
    await settle({});
    const who = await shopper({ landmark: "" });
    const preview = body(await who.as("GET", `api/customer/getCashAsk?addressId=${who.addressId}&amount=200`)).data;
    expect(preview).toMatchObject({ band: "medium", ask: "confirm", partAmount: null, confirmHours: 24 });
    expect(preview.reasons.map((r: { code: string }) => r.code)).toEqual(["shortAddress", "firstOrder"]);

    const orderId = placedNumber(await who.place());
    const ladder = await ladderOf(orderId);
    expect(ladder).toMatchObject({ ask: "confirm", band: "medium", confirmed_at: null });
    expect(ladder.score).toBeGreaterThanOrEqual(30);
    expect(ladder.confirm_by!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await who.details(orderId)).cashConfirmation).toMatchObject({ ask: "confirm", awaiting: true, confirmedAt: null });

    const refused = await operator("api/admin/updateOrderStatus", { orderId, status: "accepted" });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ error: { code: "awaiting_confirmation" } });
    expect(body(refused).message).toContain("awaiting the shopper's confirmation");
    const queue = body(await operator(`api/admin/listOrders?search=${orderId}`)).data.list;
    expect(queue[0]).toMatchObject({ id: orderId, awaitingConfirmation: true });
    const seen = body(await operator(`api/admin/getOrder?id=${orderId}`)).data;
    expect(seen).toMatchObject({ awaitingConfirmation: true, cashRisk: { band: "medium", ask: "confirm", confirmedAt: null } });
    expect(seen.cashRisk.reasons.slice(0, 2)).toEqual([
      { code: "shortAddress", points: 12 },
      { code: "firstOrder", points: 10 },
    ]);

    // Five taps at once: one confirms, the others are told it already is.
    const taps = await Promise.all(Array.from({ length: 5 }, () => who.confirm(orderId)));
    expect(taps.map((t) => t.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const states = taps.map((t) => body(t).data.state).sort();
    expect(states).toEqual(["already-confirmed", "already-confirmed", "already-confirmed", "already-confirmed", "confirmed"]);
    expect(taps.map((t) => body(t).message)).toContain(`Order ${orderId} is already confirmed.`);
    expect(await ladderOf(orderId)).toMatchObject({ confirmed_via: "page" });
    const told = await api.db
      .selectFrom("notification")
      .select("title")
      .where("customer_id", "=", who.id)
      .where("title", "=", `Order ${orderId} confirmed`)
      .execute();
    expect(told).toHaveLength(1);
    expect((await who.details(orderId)).cashConfirmation).toMatchObject({ awaiting: false });
    expect((await operator("api/admin/updateOrderStatus", { orderId, status: "accepted" })).statusCode).toBe(200);
  });

  it("medium: another customer's order is not found, a cancelled one cannot be confirmed, and nothing changes", async () => {
    await settle({});
    const owner = await shopper({ landmark: "" });
    const other = await shopper();
    const orderId = placedNumber(await owner.place());
    const stranger = await other.confirm(orderId);
    expect(stranger.statusCode).toBe(404);
    expect((await ladderOf(orderId)).confirmed_at).toBeNull();

    expect((await owner.as("POST", "api/customer/cancelOrder", { orderId })).statusCode).toBe(200);
    const late = await owner.confirm(orderId);
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({ error: { code: "order_cancelled" }, message: `Order ${orderId} was cancelled, so there is nothing to confirm.` });
    expect(await ladderOf(orderId)).toMatchObject({ confirmed_at: null, status: "cancelled" });
  });

  it("high, prepaid only: cash is refused with its reasons and nothing is placed; paying online still places it", async () => {
    await settle({ weights: { ...defaults.weights, firstOrder: 100 }, highAsk: "prepaid" });
    const who = await shopper();
    const stock = await stockOf(GEL);
    const preview = body(await who.as("GET", `api/customer/getCashAsk?addressId=${who.addressId}&amount=200`)).data;
    expect(preview).toMatchObject({ band: "high", ask: "prepaid" });
    const refused = await who.place();
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error.code).toBe("cash_refused_risk");
    expect(body(refused).message).toBe(
      "Cash on delivery is not available for this order because this is your first order and the address is short. Please pay online.",
    );
    expect(await api.db.selectFrom("customer_order").select("id").where("customer_id", "=", who.id).execute()).toEqual([]);
    expect(await stockOf(GEL)).toBe(stock);
    expect((await who.place("online")).statusCode).toBe(200);
    await settle({});
  });

  it("high, part payment: the order is placed asking its part now, the share rounded up to the rupee", async () => {
    await settle({ weights: { ...defaults.weights, firstOrder: 100 }, highAsk: "part", partAmount: null, partPercent: 10 });
    const who = await shopper();
    const orderId = placedNumber(await who.place());
    const ladder = await ladderOf(orderId);
    expect(ladder).toMatchObject({ ask: "part", band: "high", part_paise: partPaymentPaise(ladder.total_paise, { partPaise: null, partPercent: 10 }) });
    expect(ladder.part_paise! % 100).toBe(0);
    expect(ladder.confirm_by).not.toBeNull();
    expect((await who.details(orderId)).cashConfirmation).toMatchObject({ ask: "part", awaiting: true, partAmount: ladder.part_paise! / 100 });
    // A part payment is its confirmation: a tap does not stand in for it.
    expect(body(await who.confirm(orderId)).error.code).toBe("part_payment_due");
    await settle({});
  });
});

describe("the SMS link and the WhatsApp button", () => {
  it("a link confirms its own order on POST only; forged, another order's or expired links change nothing", async () => {
    await settle({});
    const who = await shopper({ landmark: "" });
    const orderId = placedNumber(await who.place());
    const other = placedNumber(await (await shopper({ landmark: "" })).place());
    const { confirm_by } = await ladderOf(orderId);
    const token = confirmationToken(api.env, orderId, confirm_by!);
    const open = (o: string, t: string) => call("GET", `auth/customer/getCashConfirmationLink?orderId=${o}&token=${t}`);
    const tap = (o: string, t: string) => call("POST", "auth/customer/confirmCashOrder", { orderId: o, token: t });

    expect(body(await open(orderId, token)).data).toEqual({ orderId, state: "awaiting" });
    const forged = `${token.split(".")[0]}.${"0".repeat(32)}`;
    expect((await tap(orderId, forged)).statusCode).toBe(404);
    expect((await tap(other, token)).statusCode).toBe(404);
    const expired = confirmationToken(api.env, orderId, new Date(Date.now() - 60_000));
    const gone = await tap(orderId, expired);
    expect(gone.statusCode).toBe(410);
    expect(body(gone).message).toBe("This confirmation link has expired. Please open your order in the shop.");
    expect((await ladderOf(orderId)).confirmed_at).toBeNull();
    expect((await ladderOf(other)).confirmed_at).toBeNull();

    expect(body(await tap(orderId, token)).data).toEqual({ orderId, state: "confirmed" });
    expect(body(await tap(orderId, token)).data).toEqual({ orderId, state: "already-confirmed" });
    expect(body(await open(orderId, token)).data.state).toBe("confirmed");
    expect(await ladderOf(orderId)).toMatchObject({ confirmed_via: "sms" });
  });

  it("the order-placed SMS carries the link and the WhatsApp message the Confirm button naming the order", async () => {
    await settle({});
    const who = await shopper({ landmark: "" });
    const chose = await call(
      "PUT",
      "api/customer/setNotificationPreferences",
      { preferences: { "order-updates": { sms: true, whatsapp: true } }, whatsappConsent: true },
      { token: who.token },
    );
    expect(chose.statusCode, chose.body).toBe(200);
    const orderId = placedNumber(await who.place());
    const { confirm_by } = await ladderOf(orderId);
    const path = `/confirm_order/${orderId}/${confirmationToken(api.env, orderId, confirm_by!)}`;
    const sent = await eventually(
      async () => ({
        whatsapp: await api.db.selectFrom("local_whatsapp_message").selectAll().where("phone_number", "=", `91${who.phone}`).execute(),
        sms: sms.received.filter((r) => r.body.numbers === who.phone && String(r.body.variables_values).includes(orderId)),
      }),
      ({ whatsapp, sms }) => whatsapp.length > 0 && sms.length > 0,
    );
    expect(sent.whatsapp[0].template).toBe("order_confirm");
    expect(JSON.stringify(sent.whatsapp[0].components)).toContain(`"payload":"cod-confirm:${orderId}"`);
    expect(String(sent.sms[0].body.variables_values)).toContain(`${api.env.SHOP_PUBLIC_URL}${path}`);
  });

  it("a WhatsApp quick reply confirms the number's own order; a forged signature is 401 and another number changes nothing", async () => {
    await settle({});
    const who = await shopper({ landmark: "" });
    const orderId = placedNumber(await who.place());
    const reply = (from: string) =>
      JSON.stringify({
        object: "whatsapp_business_account",
        entry: [{ changes: [{ value: { messages: [{ from, type: "button", button: { payload: `cod-confirm:${orderId}`, text: "Confirm" } }] } }] }],
      });
    const post = (raw: string, signature = `sha256=${createHmac("sha256", api.env.WHATSAPP_APP_SECRET).update(raw).digest("hex")}`) =>
      api.app.inject({
        method: "POST",
        url: "/v1/webhooks/whatsapp",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        payload: raw,
      });

    const forged = await post(reply(`91${who.phone}`), `sha256=${"0".repeat(64)}`);
    expect(forged.statusCode).toBe(401);
    const stranger = await post(reply(`91${newPhone()}`));
    expect(body(stranger).data).toEqual({ stopped: 0, confirmed: 0 });
    expect((await ladderOf(orderId)).confirmed_at).toBeNull();

    expect(body(await post(reply(`91${who.phone}`))).data).toEqual({ stopped: 0, confirmed: 1 });
    expect(body(await post(reply(`91${who.phone}`))).data).toEqual({ stopped: 0, confirmed: 0 });
    expect(await ladderOf(orderId)).toMatchObject({ confirmed_via: "whatsapp" });
  });
});

describe("the expiry pass", () => {
  it("cancels an order unconfirmed past its deadline once, returns its stock once and tells the shopper", async () => {
    await settle({});
    const who = await shopper({ landmark: "" });
    const stock = await stockOf(GEL);
    const orderId = placedNumber(await who.place());
    const waiting = placedNumber(await (await shopper({ landmark: "" })).place());
    expect(await stockOf(GEL)).toBe(stock - 2);
    await pastDeadline(orderId);

    expect(await expireUnconfirmed(api.db)).toEqual({ cancelled: 1 });
    expect(body(await operator("api/admin/expireCashConfirmations", {})).data).toMatchObject({ cancelled: 0 });
    expect((await ladderOf(orderId)).status).toBe("cancelled");
    expect((await ladderOf(waiting)).status).toBe("pending");
    expect(await stockOf(GEL)).toBe(stock - 1);
    // Run as of two days on (npm run admin -- cod expire --as-of …), the other order's deadline has passed too.
    // (Earlier tests' orders still waiting go too: each gave back its one unit.)
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const pass = body(await operator("api/admin/expireCashConfirmations", { asOf: later })).data;
    expect(pass.asOf).toBe(later);
    expect(pass.cancelled).toBeGreaterThanOrEqual(1);
    expect((await ladderOf(waiting)).status).toBe("cancelled");
    expect(await stockOf(GEL)).toBe(stock - 1 + pass.cancelled);
    const told = await api.db.selectFrom("notification").select("body").where("customer_id", "=", who.id).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(told.body).toBe(`Your order ${orderId} was not confirmed in time, so we have cancelled it. You are welcome to order again.`);
    const event = await api.db
      .selectFrom("order_status_event")
      .select("actor")
      .where("order_id", "=", sql<string>`(select id from customer_order where order_number = ${orderId})`)
      .where("status", "=", "cancelled")
      .executeTakeFirstOrThrow();
    expect(event.actor).toBe("system");
  });

  it("a tap racing the pass: exactly one wins, every time", async () => {
    await settle({});
    for (let round = 0; round < 3; round++) {
      const who = await shopper({ landmark: "" });
      const stock = await stockOf(GEL);
      const orderId = placedNumber(await who.place());
      await pastDeadline(orderId);
      const [pass, tap] = await Promise.all([expireUnconfirmed(api.db), who.confirm(orderId)]);
      const ladder = await ladderOf(orderId);
      if (pass.cancelled === 1) {
        expect(tap.statusCode).toBe(409);
        expect(ladder).toMatchObject({ status: "cancelled", confirmed_at: null });
        expect(await stockOf(GEL)).toBe(stock);
      } else {
        expect(body(tap).data.state).toBe("confirmed");
        expect(ladder.status).toBe("pending");
        expect(ladder.confirmed_at).not.toBeNull();
        expect(await stockOf(GEL)).toBe(stock - 1);
      }
    }
  });
});
