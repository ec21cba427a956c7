import { execFileSync } from "node:child_process";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COD_SETTINGS, RISK_REASONS, type CodSettings } from "@domain/cod/risk";
import { toSettingsView } from "@domain/cod/schemas";
import { formatRupees } from "@domain/shared/money";
import { runOutboxOnce } from "../../server/api/services/outbox";
import { refundWork } from "../../server/api/services/orders/refunds";
import { createPaymentGateway } from "../../server/api/services/payments/gateway";
import { createPayoutSender } from "../../server/api/services/payments/payouts";
import { reconcileOnce } from "../../server/api/services/payments/reconcile";
import { webhookWork } from "../../server/api/services/payments/webhooks";
import { body, operatorCall, postWebhook, startListeningApi, type Harness } from "./harness";
import { ADDRESS, fillCart, locatedCall, shopperWithAddress } from "./shoppers";
import { caller, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * Paying a cash order now (docs/product.md#cash-on-delivery-risk): the prepaid offer on an order paid
 * online, a placed cash order turned into a paid online one, and the part payment of a high-risk cash
 * order, the rest collected in cash; each through the online payment every order uses, settled once
 * by the callback, the webhook or reconciliation, refunded and invoiced right.
 */
let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let a: Awaited<ReturnType<typeof shopperWithAddress>>;
let b: Awaited<ReturnType<typeof shopperWithAddress>>;
let aWithoutLandmark: string;
let gateway: ReturnType<typeof createPaymentGateway>;
let payouts: ReturnType<typeof createPayoutSender>;
let handlers: ReturnType<typeof refundWork>;

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startListeningApi({ ...sms.env, OTP_MAX_PER_IP_PER_HOUR: "1000" });
  call = caller(api);
  a = await shopperWithAddress(api, sms, "9822610001");
  b = await shopperWithAddress(api, sms, "9822610002");
  const added = await call("POST", "api/customer/addAddress", { ...ADDRESS, landmark: "", phoneNumber: "9822610001" }, { token: a.token });
  aWithoutLandmark = body(added).data.id;
  gateway = createPaymentGateway(api.env, api.db);
  payouts = createPayoutSender(api.env, api.db);
  handlers = { ...refundWork(api.db, gateway, payouts), ...webhookWork(api.db), ...gateway.work, ...payouts.work };
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

const GEL = "Lemon-Dishwash-Gel-500-ml";
const OFFER_PAISE = 2000;
let keys = 0;
const key = () => `cod-prepaid-${++keys}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const paise = (rupees: number) => Math.round(rupees * 100);

/** Runs the outbox's due work (webhook events, refunds, the local gateway's webhooks) until none is left. */
async function drain() {
  while (await runOutboxOnce(api.db, handlers));
}

/** Places an order of three gels from the shopper's cart, as checkout does; answers its number, its checkout and the cart's total. */
async function place(who: typeof a, paymentType: "COD" | "online") {
  await fillCart(api, who.token, { [GEL]: 3 });
  const cart = body(await locatedCall(api)("api/customer/getCartItem", {}, who.token));
  const placed = await call("POST", "api/customer/placeOrder", { addressId: who.addressId, paymentType, idempotencyKey: key() }, { token: who.token });
  expect(placed.statusCode).toBe(200);
  const { orderId, checkout } = body(placed).data;
  return { orderId: orderId as string, checkout, cartTotalPaise: paise(cart.data.extra.orderTotal) };
}
const orderRow = (orderNumber: string) => api.db.selectFrom("customer_order").selectAll().where("order_number", "=", orderNumber).executeTakeFirstOrThrow();
const details = async (orderNumber: string, token = a.token) =>
  body(await call("GET", `api/customer/getOrderDetails?id=${orderNumber}`, undefined, { token })).data;
const payOnline = (orderId: string, options: { part?: boolean; token?: string } = {}) =>
  call("POST", "api/customer/payOnline", { orderId, ...(options.part ? { part: true } : {}) }, { token: options.token ?? a.token });
const paymentsOf = async (orderNumber: string) =>
  api.db
    .selectFrom("payment")
    .selectAll()
    .where("order_id", "=", (await orderRow(orderNumber)).id)
    .orderBy("id")
    .execute();
const riskOf = async (orderNumber: string) =>
  api.db
    .selectFrom("order_cod_risk")
    .selectAll()
    .where("order_id", "=", (await orderRow(orderNumber)).id)
    .executeTakeFirst();
const operator: ReturnType<typeof operatorCall> = (...args) => operatorCall(api)(...args);
const move = async (orderId: string, ...statuses: string[]) => {
  for (const status of statuses) expect((await operator("api/admin/updateOrderStatus", { orderId, status })).statusCode).toBe(200);
};

/**
 * A cash order of `a` its score asks a confirmation or a part payment of, as placing one does: the owner
 * weighs only an address without a landmark (40 points: medium; 100: high, which asks ₹49 now), and the
 * order goes to `a`'s address without one. The settings are the defaults again after it; the order keeps
 * its score.
 */
async function placeAsking(ask: "confirm" | "part") {
  const put = (settings: CodSettings) =>
    api.app.inject({
      method: "PUT",
      url: "/v1/api/admin/setCodSettings",
      headers: { "content-type": "application/json", authorization: `Bearer ${api.env.OPERATOR_TOKEN}` },
      payload: JSON.stringify(toSettingsView(settings)),
    });
  const noWeights = Object.fromEntries(RISK_REASONS.map((reason) => [reason, 0])) as CodSettings["weights"];
  const weights = { ...noWeights, noLandmark: ask === "part" ? 100 : 40 };
  expect((await put({ ...DEFAULT_COD_SETTINGS, weights, highAsk: "part", partPaise: 4900, partPercent: null })).statusCode).toBe(200);
  try {
    return await place({ ...a, addressId: aWithoutLandmark }, "COD");
  } finally {
    expect((await put(DEFAULT_COD_SETTINGS)).statusCode).toBe(200);
  }
}

type CheckoutData = { razorOrder: { id: string; amount: number }; fields: Record<string, string> };
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1].replaceAll("&#91;", "[").replaceAll("&#93;", "]"),
      m[2].replaceAll("&#34;", '"'),
    ]),
  );
/** The payer pressing Pay (or Fail) on the local gateway's page: answers the fields its callback posts back. */
async function payAtGateway(checkout: CheckoutData, outcome: "success" | "failure" = "success") {
  const res = await api.app.inject({
    method: "POST",
    url: "/v1/test-gateway/checkout/complete",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      order_id: checkout.razorOrder.id,
      outcome,
      callback_url: "http://127.0.0.1:3000/payment_verify",
      ...checkout.fields,
    }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return hiddenFields(res.body);
}
/** The shopper coming back from the gateway with a successful payment: its signed fields posted to verify. */
const verify = (fields: Record<string, string>) =>
  call("POST", "auth/customer/verifyPayment", {
    razorpay_order_id: fields.razorpay_order_id,
    razorpay_payment_id: fields.razorpay_payment_id,
    razorpay_signature: fields.razorpay_signature,
  });
let events = 0;
/** A payment.captured webhook, as Razorpay signs it, under a new event id unless one is given. */
const captured = (providerOrderId: string, paymentId: string, amount: number, eventId = `evt_cod_${++events}_${Date.now()}`) =>
  postWebhook(
    api,
    JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: { id: paymentId, entity: "payment", order_id: providerOrderId, amount, status: "captured" } } },
    }),
    eventId,
  );
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();
const invoiceText = async (orderId: string) => {
  const res = await call("POST", "api/customer/genrateInvoice", { orderId }, { token: a.token });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};
const money = (p: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(p / 100);

describe("the prepaid offer", () => {
  it("takes the owner's offer off an order placed to be paid online: its total, its checkout, its invoice and its refund", async () => {
    const { orderId, checkout, cartTotalPaise } = await place(a, "online");
    const total = cartTotalPaise - OFFER_PAISE;
    // The payment step's figures, from the same rule.
    expect(body(await call("GET", `auth/customer/getPrepaidOffer?amount=${cartTotalPaise / 100}`)).data).toEqual({
      offer: OFFER_PAISE / 100,
      payOnline: total / 100,
    });
    expect(checkout.razorOrder.amount).toBe(total);
    expect(await orderRow(orderId)).toMatchObject({ payment_type: "online", total_paise: total, prepaid_offer_paise: OFFER_PAISE });
    expect(await details(orderId)).toMatchObject({ orderTotal: total / 100, prepaidOffer: OFFER_PAISE / 100, payNow: { whole: null, part: null } });

    expect(body(await verify(await payAtGateway(checkout))).data).toEqual({ paid: true, orderNumber: orderId });
    await move(orderId, "accepted", "on-the-way", "delivered");
    // The offer is one of the discounts the GST is worked out after: the lines add up to the lower total.
    const text = await invoiceText(orderId);
    expect(text).toMatch(new RegExp(`of which prepaid offer.*${money(OFFER_PAISE).replace("₹", "₹\\s*")}`));
    expect(text).toContain(money(total));
    expect(text).not.toContain(money(cartTotalPaise));

    // A cancelled paid order gets back what was paid: the lower total.
    const another = await place(a, "online");
    await verify(await payAtGateway(another.checkout));
    expect((await call("POST", "api/customer/cancelOrder", { orderId: another.orderId }, { token: a.token })).statusCode).toBe(200);
    const refund = await api.db
      .selectFrom("refund")
      .selectAll()
      .where("order_id", "=", (await orderRow(another.orderId)).id)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ method: "gateway", amount_paise: another.cartTotalPaise - OFFER_PAISE, reason: "order" });
  });

  it("takes nothing off while the owner offers nothing, and leaves a cash order's total as it is", async () => {
    await api.db.updateTable("cod_setting").set({ prepaid_offer_paise: 0 }).execute();
    try {
      const online = await place(a, "online");
      expect(await orderRow(online.orderId)).toMatchObject({ total_paise: online.cartTotalPaise, prepaid_offer_paise: 0 });
      expect(body(await call("GET", "auth/customer/getPrepaidOffer?amount=500")).data).toEqual({ offer: 0, payOnline: 500 });
    } finally {
      await api.db.updateTable("cod_setting").set({ prepaid_offer_paise: OFFER_PAISE }).execute();
    }
    const cash = await place(a, "COD");
    expect(await orderRow(cash.orderId)).toMatchObject({ payment_type: "COD", total_paise: cash.cartTotalPaise, prepaid_offer_paise: 0 });
    expect((await details(cash.orderId)).payNow).toEqual({
      whole: { amount: (cash.cartTotalPaise - OFFER_PAISE) / 100, saving: OFFER_PAISE / 100 },
      part: null,
    });
  });
});

describe("turning a placed cash order into a paid online one", () => {
  it("links the order's page from the order-placed message, with what paying now saves", async () => {
    const { orderId, cartTotalPaise } = await place(a, "COD");
    const notice = await api.db
      .selectFrom("notification")
      .selectAll()
      .where("order_id", "=", (await orderRow(orderId)).id)
      .where("title", "=", "Order placed")
      .executeTakeFirstOrThrow();
    expect(notice.link).toBe(`/order_detail/${orderId}`);
    expect(notice.body).toBe(
      `Your order ${orderId} for ${formatRupees(cartTotalPaise / 100)} is placed. Please keep ${formatRupees(cartTotalPaise / 100)} ready to pay on delivery, or pay ${formatRupees((cartTotalPaise - OFFER_PAISE) / 100)} now by UPI on the order's page and save ₹20.`,
    );
  });

  it("converts once however many starts race and however often the payment is reported", async () => {
    const { orderId, cartTotalPaise } = await place(a, "COD");
    const total = cartTotalPaise - OFFER_PAISE;
    const starts = await Promise.all([payOnline(orderId), payOnline(orderId)]);
    expect(starts.map((s) => s.statusCode)).toEqual([200, 200]);
    const checkouts: CheckoutData[] = starts.map((s) => body(s).data);
    expect(checkouts.map((c) => c.razorOrder.amount)).toEqual([total, total]);

    // The first checkout paid: the callback, then its webhook twice (one event id delivered twice, and another).
    const fields = await payAtGateway(checkouts[0]);
    const paid = await Promise.all([verify(fields), captured(checkouts[0].razorOrder.id, fields.razorpay_payment_id, total, "evt_twice")]);
    expect(paid[0].statusCode).toBe(200);
    expect((await captured(checkouts[0].razorOrder.id, fields.razorpay_payment_id, total, "evt_twice")).statusCode).toBe(200);
    await captured(checkouts[0].razorOrder.id, fields.razorpay_payment_id, total);
    await drain();
    expect(await orderRow(orderId)).toMatchObject({ payment_type: "online", total_paise: total, prepaid_offer_paise: OFFER_PAISE, paid_at: expect.any(Date) });
    expect((await paymentsOf(orderId)).filter((p) => p.status === "paid")).toHaveLength(1);
    expect(await details(orderId)).toMatchObject({
      paymentType: "online",
      paid: true,
      orderTotal: total / 100,
      prepaidOffer: OFFER_PAISE / 100,
      dueOnDelivery: 0,
      payNow: { whole: null, part: null },
    });

    // A second attempt (the other tap made its own) paid too is not a second conversion: it is refunded in full.
    if (checkouts[1].razorOrder.id !== checkouts[0].razorOrder.id) {
      const second = await verify(await payAtGateway(checkouts[1]));
      expect(body(second)).toMatchObject({ success: false, error: { code: "payment_refunded" } });
      expect((await paymentsOf(orderId)).filter((p) => p.status === "paid")).toHaveLength(1);
      expect((await orderRow(orderId)).total_paise).toBe(total);
    }
    // Paid: nothing more to pay.
    expect(body(await payOnline(orderId))).toMatchObject({ error: { code: "already_paid" } });
  });

  it("counts a cash order's confirmation asked by its score as given by the payment", async () => {
    const { orderId } = await placeAsking("confirm");
    expect(await riskOf(orderId)).toMatchObject({ ask: "confirm", confirmed_at: null });
    await verify(await payAtGateway(body(await payOnline(orderId)).data));
    expect(await riskOf(orderId)).toMatchObject({ confirmed_at: expect.any(Date), confirmed_via: "payment" });
  });

  it("leaves the order cash when the payment fails", async () => {
    const { orderId, cartTotalPaise } = await place(a, "COD");
    await payAtGateway(body(await payOnline(orderId)).data, "failure");
    await drain();
    expect(await orderRow(orderId)).toMatchObject({ payment_type: "COD", paid_at: null, total_paise: cartTotalPaise, prepaid_offer_paise: 0 });
    expect((await details(orderId)).payNow.whole).toEqual({ amount: (cartTotalPaise - OFFER_PAISE) / 100, saving: OFFER_PAISE / 100 });
  });

  it("refuses another customer's order, and one out for delivery, cancelled or paid, changing nothing", async () => {
    const { orderId } = await place(a, "COD");
    const theirs = await payOnline(orderId, { token: b.token });
    expect(theirs.statusCode).toBe(404);
    expect((await call("GET", `api/customer/getOrderDetails?id=${orderId}`, undefined, { token: b.token })).statusCode).toBe(404);

    await move(orderId, "accepted", "on-the-way");
    const away = await payOnline(orderId);
    expect(away.statusCode).toBe(409);
    expect(body(away)).toMatchObject({
      message: `Order ${orderId} has already left for delivery, so it can no longer be paid online. Please pay in cash on delivery.`,
      error: { code: "order_moved_on" },
    });
    expect((await details(orderId)).payNow).toEqual({ whole: null, part: null });
    expect(await paymentsOf(orderId)).toHaveLength(0);

    const cancelled = await place(a, "COD");
    expect((await call("POST", "api/customer/cancelOrder", { orderId: cancelled.orderId }, { token: a.token })).statusCode).toBe(200);
    expect(body(await payOnline(cancelled.orderId))).toMatchObject({ error: { code: "order_cancelled" } });

    const paid = await place(a, "online");
    await verify(await payAtGateway(paid.checkout));
    expect(body(await payOnline(paid.orderId))).toMatchObject({ error: { code: "already_paid" } });
  });

  it("refunds a payment that arrives after the order left for delivery, and keeps the order cash", async () => {
    const { orderId, cartTotalPaise } = await place(a, "COD");
    const checkout = body(await payOnline(orderId)).data;
    await move(orderId, "accepted", "on-the-way");
    const late = await verify(await payAtGateway(checkout));
    expect(body(late)).toMatchObject({ success: false, error: { code: "payment_refunded" } });
    expect(await orderRow(orderId)).toMatchObject({ payment_type: "COD", paid_at: null, total_paise: cartTotalPaise });
  });
});

describe("the part payment of a high-risk cash order", () => {
  it("is paid by UPI, settled by reconciliation and the webhook once, and the rest is collected in cash on delivery", async () => {
    const { orderId, cartTotalPaise } = await placeAsking("part");
    const due = cartTotalPaise - 4900;
    expect((await details(orderId)).payNow).toEqual({
      whole: { amount: (cartTotalPaise - OFFER_PAISE) / 100, saving: OFFER_PAISE / 100 },
      part: { amount: 49, due: due / 100 },
    });
    const checkout: CheckoutData = body(await payOnline(orderId, { part: true })).data;
    expect(checkout.razorOrder.amount).toBe(4900);

    // Paid at the gateway, but the shopper never came back: reconciliation finds it 15 minutes on.
    const fields = await payAtGateway(checkout);
    await sql`update payment set created_at = now() - interval '16 minutes' where provider_order_id = ${checkout.razorOrder.id}`.execute(api.db);
    const settled = await reconcileOnce(api.db, gateway, payouts);
    expect(settled.payments).toContainEqual({ orderNumber: orderId, paymentId: fields.razorpay_payment_id, outcome: "paid" });
    // Its webhook (the local gateway's own, and one more) changes nothing further.
    await captured(checkout.razorOrder.id, fields.razorpay_payment_id, 4900);
    await drain();
    const risk = await riskOf(orderId);
    expect(risk).toMatchObject({ confirmed_at: expect.any(Date), confirmed_via: "payment" });
    expect((await paymentsOf(orderId)).map((p) => [p.amount_paise, p.status])).toEqual([[4900, "paid"]]);
    expect(await orderRow(orderId)).toMatchObject({ payment_type: "COD", paid_at: null, total_paise: cartTotalPaise, prepaid_offer_paise: 0 });
    expect(await details(orderId)).toMatchObject({ partPaid: 49, dueOnDelivery: due / 100, payNow: { whole: null, part: null } });
    const received = await api.db
      .selectFrom("notification")
      .select("body")
      .where("order_id", "=", risk!.order_id)
      .where("title", "=", "Payment received")
      .execute();
    expect(received.map((n) => n.body)).toEqual([
      `We have received ₹49 for order ${orderId}. Please keep the rest, ${formatRupees(due / 100)}, ready to pay on delivery.`,
    ]);
    // Nothing more to pay online; the operator (and the courier's sheet) sees the cash to collect.
    expect(body(await payOnline(orderId))).toMatchObject({ error: { code: "part_paid" } });
    expect(body(await payOnline(orderId, { part: true }))).toMatchObject({ error: { code: "part_paid" } });
    expect(body(await operator(`api/admin/getOrder?id=${orderId}`)).data.payment).toMatchObject({
      type: "COD",
      status: "unpaid",
      partPaid: 49,
      dueOnDelivery: due / 100,
    });

    // Delivered: the invoice says what was paid online and what in cash.
    await move(orderId, "accepted", "on-the-way", "delivered");
    const text = await invoiceText(orderId);
    expect(text).toMatch(/Paid online.*₹49\.00/);
    expect(text).toMatch(new RegExp(`Paid in cash on delivery.*${money(due).replace(/[.₹]/g, (c) => `\\${c}`)}`));
    expect(text).toContain(money(cartTotalPaise));
  });

  it("stays unconfirmed, and owed, when its payment fails", async () => {
    const { orderId } = await placeAsking("part");
    await payAtGateway(body(await payOnline(orderId, { part: true })).data, "failure");
    await drain();
    expect(await riskOf(orderId)).toMatchObject({ confirmed_at: null, confirmed_via: null });
    expect((await details(orderId)).payNow.part).toMatchObject({ amount: 49 });
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(["failed"]);
  });

  it("is refunded to the card when the order is cancelled before delivery", async () => {
    const { orderId } = await placeAsking("part");
    await verify(await payAtGateway(body(await payOnline(orderId, { part: true })).data));
    expect((await call("POST", "api/customer/cancelOrder", { orderId }, { token: a.token })).statusCode).toBe(200);
    const refunds = await api.db
      .selectFrom("refund")
      .selectAll()
      .where("order_id", "=", (await orderRow(orderId)).id)
      .execute();
    expect(refunds).toMatchObject([{ method: "gateway", amount_paise: 4900, reason: "order" }]);
  });

  it("is not asked of an order that did not ask for it", async () => {
    const { orderId } = await place(a, "COD");
    expect(body(await payOnline(orderId, { part: true }))).toMatchObject({ error: { code: "no_part_payment" } });
  });
});
