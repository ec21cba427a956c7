import { createHmac } from "node:crypto";
import { sql } from "kysely";
import { formatRupees } from "@domain/shared/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOutboxOnce } from "../../server/api/services/outbox";
import { createPaymentGateway } from "../../server/api/services/payments/gateway";
import { createPayoutSender } from "../../server/api/services/payments/payouts";
import { reconcileOnce } from "../../server/api/services/payments/reconcile";
import { webhookWork } from "../../server/api/services/payments/webhooks";
import { refundWork } from "../../server/api/services/orders/refunds";
import { body, operatorCall, postWebhook, startListeningApi, type Harness } from "./harness";
import { insertOrder, markPaid } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * Money that reconciles: webhooks of payments and refunds (signed, each event once, in any order),
 * payments an order did not need refunded once, reconciliation of stuck payments and refunds, and
 * refunds to UPI ids paid by payout or by hand. The API's own workers wait an hour here, so each
 * test runs the work itself, as the workers would.
 */
let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let a: { id: string; token: string };
let handlers: ReturnType<typeof refundWork>;
let gateway: ReturnType<typeof createPaymentGateway>;
let payouts: ReturnType<typeof createPayoutSender>;

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startListeningApi(sms.env);
  call = caller(api);
  a = await signUp(api, sms, "9822400001", { firstName: "Asha", lastName: "Verma" });
  gateway = createPaymentGateway(api.env, api.db);
  payouts = createPayoutSender(api.env, api.db);
  handlers = { ...refundWork(api.db, gateway, payouts), ...webhookWork(api.db), ...gateway.work, ...payouts.work };
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

/** Runs the outbox's due work (webhook events, refunds, payouts, the local adapters' webhooks) until none is left. */
async function drain() {
  while (await runOutboxOnce(api.db, handlers));
}
const sign = (raw: string) => createHmac("sha256", api.env.LOCAL_GATEWAY_WEBHOOK_SECRET).update(raw).digest("hex");
const post = (raw: string, eventId: string, signature?: string, url?: string) => postWebhook(api, raw, eventId, signature, url);
let events = 0;
/** Delivers an event as Razorpay does, under a new event id unless one is given, and answers its status. */
async function deliver(event: string, payload: object, eventId = `evt_${++events}_${Date.now()}`) {
  return (await post(JSON.stringify({ entity: "event", event, payload }), eventId)).statusCode;
}
const refundEntity = (id: string, paymentId: string, amount: number, status: string, arn: string | null = null) => ({
  refund: { entity: { id, entity: "refund", payment_id: paymentId, amount, status, acquirer_data: { arn } } },
});
const capturedEntity = (orderId: string, paymentId: string, amount: number) => ({
  payment: { entity: { id: paymentId, entity: "payment", order_id: orderId, amount, status: "captured" } },
});
const refundsOf = (orderId: string) => api.db.selectFrom("refund").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
const notices = (orderId: string) => api.db.selectFrom("notification").select(["title", "body"]).where("order_id", "=", orderId).orderBy("id").execute();
const operator: ReturnType<typeof operatorCall> = (...args) => operatorCall(api)(...args);
const shopperRefunds = async () => body(await call("GET", "api/customer/getRefundList", undefined, { token: a.token })).data.list;

/** A paid online order cancelled by its customer: its refund is pending, not yet asked of the gateway. */
async function cancelledPaidOrder() {
  const order = await insertOrder(api.db, a.id);
  const paymentId = await markPaid(api.db, order);
  expect((await call("POST", "api/customer/cancelOrder", { orderId: order.orderNumber }, { token: a.token })).statusCode).toBe(200);
  return { order, paymentId };
}

/** The same, with the gateway's answer to the refund read: pending, under the refund id given. */
async function refundPendingAtGateway(providerRefundId: string) {
  const { order, paymentId } = await cancelledPaidOrder();
  await api.db.updateTable("refund").set({ provider_refund_id: providerRefundId }).where("order_id", "=", order.id).execute();
  return { order, paymentId };
}

/** An online order with a payment attempt whose payer paid (or failed to pay) at the local gateway but never came back. */
async function paidButNeverBack(outcome: "success" | "failure" = "success") {
  const order = await insertOrder(api.db, a.id);
  const checkout = body(await call("POST", "api/customer/payOnline", { orderId: order.orderNumber }, { token: a.token })).data;
  const form = new URLSearchParams({
    order_id: checkout.razorOrder.id,
    outcome,
    callback_url: "http://127.0.0.1:3000/payment_verify",
    ...checkout.fields,
  });
  const res = await api.app.inject({
    method: "POST",
    url: "/v1/test-gateway/checkout/complete",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form.toString(),
  });
  expect(res.statusCode).toBe(200);
  return { order, providerOrderId: checkout.razorOrder.id as string };
}
/** Lets time pass for a payment attempt or a refund, as the clock would. */
const ageAttempt = (providerOrderId: string, minutes: number) =>
  sql`update payment set created_at = now() - make_interval(mins => ${minutes}) where provider_order_id = ${providerOrderId}`.execute(api.db);
const ageRefund = (refundId: string, minutes: number) =>
  sql`update refund set created_at = now() - make_interval(mins => ${minutes}) where id = ${refundId}`.execute(api.db);

describe("refund webhooks", () => {
  it("moves a pending refund to processed with the gateway's refund id and the bank's reference, once", async () => {
    const { order, paymentId } = await refundPendingAtGateway("rfnd_WH1");
    const raw = JSON.stringify({ event: "refund.processed", payload: refundEntity("rfnd_WH1", paymentId, order.totalPaise, "processed", "ARN1234567") });
    expect((await post(raw, "evt_refund_1")).statusCode).toBe(200);
    expect(body(await post(raw, "evt_refund_1")).data.handled).toBe(false);
    await drain();
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ state: "processed", provider_refund_id: "rfnd_WH1", arn: "ARN1234567" });
    // The refund the outbox would have asked for is not asked for any more.
    expect(await api.db.selectFrom("local_gateway_refund").selectAll().where("payment_id", "=", paymentId).execute()).toHaveLength(0);
    expect((await notices(order.id)).filter((n) => n.title.startsWith("Refund"))).toHaveLength(1);
    const [shown] = (await shopperRefunds()).filter((r: { orderId: string }) => r.orderId === order.orderNumber);
    expect(shown).toMatchObject({ state: "processed", reference: "ARN1234567", expectedBy: expect.any(String) });
  });

  it("refuses a wrong or missing signature with 401 and changes nothing", async () => {
    const { order, paymentId } = await refundPendingAtGateway("rfnd_WH2");
    const raw = JSON.stringify({ event: "refund.processed", payload: refundEntity("rfnd_WH2", paymentId, order.totalPaise, "processed") });
    expect((await post(raw, "evt_bad_1", "0".repeat(64))).statusCode).toBe(401);
    const unsigned = await api.app.inject({ method: "POST", url: "/v1/webhooks/razorpay", headers: { "content-type": "application/json" }, payload: raw });
    expect(unsigned.statusCode).toBe(401);
    expect(body(unsigned)).toMatchObject({ success: false, error: { code: "bad_signature" } });
    await drain();
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "pending", arn: null });
    expect(await api.db.selectFrom("webhook_event").selectAll().where("event_id", "=", "evt_bad_1").execute()).toHaveLength(0);
  });

  it("ends the same when refund.processed comes before refund.created", async () => {
    const { order, paymentId } = await cancelledPaidOrder();
    expect(await deliver("refund.processed", refundEntity("rfnd_WH3", paymentId, order.totalPaise, "processed"))).toBe(200);
    expect(await deliver("refund.created", refundEntity("rfnd_WH3", paymentId, order.totalPaise, "pending"))).toBe(200);
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", provider_refund_id: "rfnd_WH3" }]);
  });

  it("asks again under a new idempotency key when the bank fails a refund, and lists it for operators after the last try", async () => {
    const { order, paymentId } = await refundPendingAtGateway("rfnd_F1");
    expect(await deliver("refund.created", refundEntity("rfnd_F1", paymentId, order.totalPaise, "pending"))).toBe(200);
    await drain();
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "pending", provider_refund_id: "rfnd_F1", attempt: 1 });

    expect(await deliver("refund.failed", refundEntity("rfnd_F1", paymentId, order.totalPaise, "failed"))).toBe(200);
    await drain();
    // Asked again later, with backoff: not now.
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "pending", provider_refund_id: null, attempt: 2 });
    const later = await api.db.selectFrom("outbox").select("available_at").where("kind", "=", "refund.gateway").where("state", "=", "pending").execute();
    expect(later.some((row) => row.available_at.getTime() > Date.now() + 60_000)).toBe(true);
    // A late failure of the first refund changes nothing now.
    expect(await deliver("refund.failed", refundEntity("rfnd_F1", paymentId, order.totalPaise, "failed"))).toBe(200);
    await drain();
    expect((await refundsOf(order.id))[0]).toMatchObject({ attempt: 2 });

    // The next attempts are made (the gateway tells of each) and fail too.
    for (const attempt of [2, 3]) {
      expect(await deliver("refund.created", refundEntity(`rfnd_F${attempt}`, paymentId, order.totalPaise, "pending"))).toBe(200);
      await drain();
      expect(await deliver("refund.failed", refundEntity(`rfnd_F${attempt}`, paymentId, order.totalPaise, "failed"))).toBe(200);
      await drain();
    }
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "failed", attempt: 3 });
    const failed = body(await operator("api/admin/listRefunds?state=failed")).data.list;
    expect(failed).toContainEqual(expect.objectContaining({ orderId: order.orderNumber, state: "failed", reason: "order", failureReason: expect.any(String) }));
  });

  it("asks the gateway with the refund's idempotency key, so a retried call never refunds twice", async () => {
    const { order, paymentId } = await cancelledPaidOrder();
    const [refund] = await refundsOf(order.id);
    const [first, second] = await Promise.all([
      gateway.refund(paymentId, order.totalPaise, `refund_${refund.id}_1`),
      gateway.refund(paymentId, order.totalPaise, `refund_${refund.id}_1`),
    ]);
    expect(second.id).toBe(first.id);
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", provider_refund_id: first.id }]);
    expect(await api.db.selectFrom("local_gateway_refund").selectAll().where("payment_id", "=", paymentId).execute()).toHaveLength(1);
  });
});

describe("payment webhooks and payments an order did not need", () => {
  it("marks an order paid once whether order.paid comes after payment.captured or not at all", async () => {
    const { order, providerOrderId } = await paidButNeverBack();
    const [payment] = await gateway.fetchPayments(providerOrderId);
    expect(await deliver("payment.captured", capturedEntity(providerOrderId, payment.id, order.totalPaise))).toBe(200);
    expect(await deliver("order.paid", { ...capturedEntity(providerOrderId, payment.id, order.totalPaise), order: { entity: { id: providerOrderId } } })).toBe(
      200,
    );
    await drain();
    const details = body(await call("GET", `api/customer/getOrderDetails?id=${order.orderNumber}`, undefined, { token: a.token }));
    expect(details.data).toMatchObject({ paid: true });
    expect((await notices(order.id)).filter((n) => n.title === "Payment received")).toHaveLength(1);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it("settles once when the webhook races the shopper's callback", async () => {
    const { order, providerOrderId } = await paidButNeverBack();
    const [payment] = await gateway.fetchPayments(providerOrderId);
    expect(await deliver("order.paid", capturedEntity(providerOrderId, payment.id, order.totalPaise))).toBe(200);
    const signature = createHmac("sha256", api.env.LOCAL_GATEWAY_SECRET).update(`${providerOrderId}|${payment.id}`).digest("hex");
    const [callback] = await Promise.all([
      call("POST", "auth/customer/verifyPayment", { razorpay_order_id: providerOrderId, razorpay_payment_id: payment.id, razorpay_signature: signature }),
      drain(),
    ]);
    expect(body(callback).data).toEqual({ paid: true, orderNumber: order.orderNumber });
    expect(await api.db.selectFrom("payment").selectAll().where("order_id", "=", order.id).where("status", "=", "paid").execute()).toHaveLength(1);
    expect((await notices(order.id)).filter((n) => n.title === "Payment received")).toHaveLength(1);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it("notes a failed payment from payment.failed", async () => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await call("POST", "api/customer/payOnline", { orderId: order.orderNumber }, { token: a.token })).data;
    const failed = { payment: { entity: { id: "pay_FAIL1", order_id: razorOrder.id, status: "failed", error_description: "Bank declined" } } };
    expect(await deliver("payment.failed", failed)).toBe(200);
    await drain();
    expect(await api.db.selectFrom("payment").select(["status", "failure_reason"]).where("provider_order_id", "=", razorOrder.id).executeTakeFirst()).toEqual({
      status: "failed",
      failure_reason: "Bank declined",
    });
  });

  it("refunds a payment that comes after the order was cancelled, once, and tells the shopper the amount and order", async () => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await call("POST", "api/customer/payOnline", { orderId: order.orderNumber }, { token: a.token })).data;
    expect((await call("POST", "api/customer/cancelOrder", { orderId: order.orderNumber }, { token: a.token })).statusCode).toBe(200);
    // The webhook, its redelivery under another id, and the shopper's own callback.
    expect(await deliver("payment.captured", capturedEntity(razorOrder.id, "pay_LATE1", order.totalPaise))).toBe(200);
    expect(await deliver("payment.captured", capturedEntity(razorOrder.id, "pay_LATE1", order.totalPaise))).toBe(200);
    await drain();
    const sign = createHmac("sha256", api.env.LOCAL_GATEWAY_SECRET).update(`${razorOrder.id}|pay_LATE1`).digest("hex");
    const verify = await call("POST", "auth/customer/verifyPayment", {
      razorpay_order_id: razorOrder.id,
      razorpay_payment_id: "pay_LATE1",
      razorpay_signature: sign,
    });
    expect(verify.statusCode).toBe(409);
    expect(body(verify).message).toBe(`Order ${order.orderNumber} did not need this payment, so we are refunding all of it.`);
    await drain();

    const refunds = await refundsOf(order.id);
    expect(refunds).toMatchObject([{ reason: "unexpected_payment", provider_payment_id: "pay_LATE1", amount_paise: order.totalPaise, state: "processed" }]);
    expect(await api.db.selectFrom("local_gateway_refund").selectAll().where("payment_id", "=", "pay_LATE1").execute()).toHaveLength(1);
    const told = (await notices(order.id)).filter((n) => n.body.includes("did not need your payment"));
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain(order.orderNumber);
    expect(told[0].body).toContain(formatRupees(order.totalPaise / 100));
    const details = body(await call("GET", `api/customer/getOrderDetails?id=${order.orderNumber}`, undefined, { token: a.token })).data;
    expect(details).toMatchObject({ paid: false, status: "cancelled" });
  });

  it("refunds a second payment for a paid order and a payment of another amount, and tells the shopper in their language", async () => {
    const paid = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await call("POST", "api/customer/payOnline", { orderId: paid.orderNumber }, { token: a.token })).data;
    expect(await deliver("payment.captured", capturedEntity(razorOrder.id, "pay_FIRST", paid.totalPaise))).toBe(200);
    expect(await deliver("payment.captured", capturedEntity(razorOrder.id, "pay_SECOND", paid.totalPaise))).toBe(200);
    await drain();
    // Whichever the worker took first pays the order; the other is refunded.
    const [kept] = await api.db.selectFrom("payment").select("provider_payment_id").where("order_id", "=", paid.id).where("status", "=", "paid").execute();
    const refunded = await refundsOf(paid.id);
    expect(refunded).toMatchObject([{ reason: "unexpected_payment", state: "processed" }]);
    expect([kept.provider_payment_id, refunded[0].provider_payment_id].sort()).toEqual(["pay_FIRST", "pay_SECOND"]);

    await api.db.updateTable("customer").set({ language: "hi" }).where("id", "=", a.id).execute();
    const short = await insertOrder(api.db, a.id);
    const attempt = body(await call("POST", "api/customer/payOnline", { orderId: short.orderNumber }, { token: a.token })).data;
    expect(await deliver("payment.captured", capturedEntity(attempt.razorOrder.id, "pay_SHORT", short.totalPaise - 100))).toBe(200);
    await drain();
    await api.db.updateTable("customer").set({ language: "en" }).where("id", "=", a.id).execute();
    expect(await refundsOf(short.id)).toMatchObject([{ reason: "unexpected_payment", amount_paise: short.totalPaise - 100 }]);
    const told = (await notices(short.id)).find((n) => n.body.includes(short.orderNumber));
    expect(told?.body).toContain("पूरी रकम");
    expect((await call("GET", `api/customer/getOrderDetails?id=${short.orderNumber}`, undefined, { token: a.token })).json().data.paid).toBe(false);
  });
});

describe("reconciliation", () => {
  it("settles an order whose payer never came back and no webhook came, once, and says so", async () => {
    const { order, providerOrderId } = await paidButNeverBack();
    // Not yet: the payer may still come back.
    expect(body(await operator("api/admin/reconcilePayments", {})).data.payments).not.toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber }),
    );
    await ageAttempt(providerOrderId, 20);
    const first = body(await operator("api/admin/reconcilePayments", {})).data;
    expect(first.payments).toContainEqual({ orderNumber: order.orderNumber, paymentId: expect.stringMatching(/^pay_/), outcome: "paid" });
    expect(body(await operator("api/admin/reconcilePayments", {})).data.payments).toEqual([]);
    expect((await notices(order.id)).filter((n) => n.title === "Payment received")).toHaveLength(1);
  });

  it("settles each stuck order once when two passes run at once", async () => {
    const stuck = [await paidButNeverBack(), await paidButNeverBack()];
    for (const s of stuck) await ageAttempt(s.providerOrderId, 30);
    const passes = await Promise.all([reconcileOnce(api.db, gateway, payouts), reconcileOnce(api.db, gateway, payouts)]);
    const settled = passes.flatMap((p) => p.payments).map((p) => p.orderNumber);
    expect(settled.sort()).toEqual(stuck.map((s) => s.order.orderNumber).sort());
    for (const s of stuck) {
      expect(await api.db.selectFrom("payment").selectAll().where("order_id", "=", s.order.id).where("status", "=", "paid").execute()).toHaveLength(1);
      expect((await notices(s.order.id)).filter((n) => n.title === "Payment received")).toHaveLength(1);
    }
  });

  it("refunds a late payment it finds for a cancelled order, once", async () => {
    const { order, providerOrderId } = await paidButNeverBack();
    await api.db.updateTable("customer_order").set({ status: "cancelled" }).where("id", "=", order.id).execute();
    await ageAttempt(providerOrderId, 20);
    const passes = await Promise.all([reconcileOnce(api.db, gateway, payouts), reconcileOnce(api.db, gateway, payouts)]);
    expect(passes.flatMap((p) => p.payments)).toEqual([{ orderNumber: order.orderNumber, paymentId: expect.any(String), outcome: "refunded" }]);
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ reason: "unexpected_payment", state: "processed" }]);
  });

  it("asks after a refund still pending a day later", async () => {
    const { order, paymentId } = await cancelledPaidOrder();
    const made = await gateway.refund(paymentId, order.totalPaise, "refund-made-before");
    const [refund] = await refundsOf(order.id);
    await api.db.updateTable("refund").set({ provider_refund_id: made.id }).where("id", "=", refund.id).execute();
    await ageRefund(refund.id, 25 * 60);
    const settled = body(await operator("api/admin/reconcilePayments", {})).data.refunds;
    expect(settled).toContainEqual({ refundId: expect.any(String), orderNumber: order.orderNumber, state: "processed" });
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", provider_refund_id: made.id }]);
    expect(body(await operator("api/admin/reconcilePayments", {})).data.refunds).toEqual([]);
  });
});

/** A cash-on-delivery order returned with a UPI id for its refund. */
async function returnedCodOrder() {
  const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
  await api.db.updateTable("customer_order").set({ status: "return-on-the-way", delivered_at: new Date() }).where("id", "=", order.id).execute();
  await api.db.insertInto("order_return").values({ order_id: order.id, reason: "Other", comment: null, upi_id: "asha@okicici" }).execute();
  expect((await operator("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "returned" })).statusCode).toBe(200);
  const [refund] = await refundsOf(order.id);
  return { order, refund };
}

describe("refunds to a UPI id", () => {
  it("records a transfer made by hand with its UTR, once, and shows the shopper its reference", async () => {
    const { order, refund } = await returnedCodOrder();
    expect((await operator("api/admin/recordRefundPaid", { refundId: refund.id, utr: "bad utr!" })).statusCode).toBe(400);
    expect((await operator("api/admin/recordRefundPaid", { refundId: "999999", utr: "412345678901" })).statusCode).toBe(404);
    const paid = await operator("api/admin/recordRefundPaid", { refundId: refund.id, utr: "412345678901" });
    expect(body(paid)).toMatchObject({ success: true, data: { refundId: refund.id, orderNumber: order.orderNumber } });
    expect((await operator("api/admin/recordRefundPaid", { refundId: refund.id, utr: "412345678902" })).statusCode).toBe(409);
    // The payout the return queued finds the refund paid and sends nothing.
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", utr: "412345678901", payout_id: null }]);
    const [shown] = (await shopperRefunds()).filter((r: { orderId: string }) => r.orderId === order.orderNumber);
    expect(shown).toMatchObject({ method: "upi", state: "processed", reference: "412345678901", expectedBy: null });
    expect((await notices(order.id)).filter((n) => n.body.includes("412345678901"))).toHaveLength(1);
  });

  it("pays by payout, refuses a transfer by hand while it is on its way, and learns its UTR by reconciliation", async () => {
    const { order, refund } = await returnedCodOrder();
    // The payout is sent; RazorpayX's webhook telling of its end never comes.
    await runOutboxOnce(api.db, handlers);
    await api.db.updateTable("outbox").set({ state: "failed" }).where("kind", "in", Object.keys(payouts.work)).where("state", "=", "pending").execute();
    await drain();
    const [sent] = await refundsOf(order.id);
    expect(sent).toMatchObject({ state: "pending", payout_id: expect.stringMatching(/^pout_/) });
    expect((await shopperRefunds()).find((r: { orderId: string }) => r.orderId === order.orderNumber)).toMatchObject({
      state: "pending",
      expectedBy: expect.any(String),
    });
    expect((await operator("api/admin/recordRefundPaid", { refundId: refund.id, utr: "412345678903" })).statusCode).toBe(409);
    await ageRefund(refund.id, 20);
    const settled = body(await operator("api/admin/reconcilePayments", {})).data.refunds;
    expect(settled).toContainEqual({ refundId: refund.id, orderNumber: order.orderNumber, state: "processed" });
    const transfer = await api.db.selectFrom("local_payout").selectAll().where("id", "=", sent.payout_id!).executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ vpa: "asha@okicici", amount_paise: order.totalPaise });
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", utr: transfer.utr }]);
  });
});

describe("payout webhooks", () => {
  /** The same, with its payout sent to RazorpayX under the payout id given and not yet settled. */
  async function payoutOnItsWay(payoutId: string) {
    const { order, refund } = await returnedCodOrder();
    await api.db.updateTable("refund").set({ payout_id: payoutId }).where("id", "=", refund.id).execute();
    await drain();
    return { order, refund };
  }
  const payoutEvent = (event: string, id: string, amount: number, status: string, utr: string | null = null, description: string | null = null) =>
    JSON.stringify({
      entity: "event",
      account_id: "acc_test",
      event,
      contains: ["payout"],
      payload: {
        payout: {
          entity: {
            id,
            entity: "payout",
            fund_account_id: "fa_test",
            amount,
            currency: "INR",
            status,
            purpose: "refund",
            utr,
            mode: "UPI",
            failure_reason: description,
            status_details: description ? { reason: "beneficiary_bank_failure", description, source: "beneficiary_bank" } : null,
            created_at: 1765000000,
          },
        },
      },
      created_at: 1765000000,
    });
  const postPayout = (raw: string, eventId: string, signature = sign(raw)) => post(raw, eventId, signature, "/v1/webhooks/razorpayx");

  it("settles the refund at once from payout.processed, with its UTR, once however often it comes", async () => {
    const { order } = await payoutOnItsWay("pout_WH1");
    const raw = payoutEvent("payout.processed", "pout_WH1", order.totalPaise, "processed", "512345678901");
    expect(body(await postPayout(raw, "evt_payout_1")).data.handled).toBe(true);
    expect(body(await postPayout(raw, "evt_payout_1")).data.handled).toBe(false);
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", payout_id: "pout_WH1", utr: "512345678901" }]);
    const [shown] = (await shopperRefunds()).filter((r: { orderId: string }) => r.orderId === order.orderNumber);
    expect(shown).toMatchObject({ method: "upi", state: "processed", reference: "512345678901" });
    expect((await notices(order.id)).filter((n) => n.body.includes("512345678901"))).toHaveLength(1);
  });

  it("refuses a wrong or missing signature with 401 and changes nothing", async () => {
    const { order } = await payoutOnItsWay("pout_WH2");
    const raw = payoutEvent("payout.processed", "pout_WH2", order.totalPaise, "processed", "512345678902");
    expect((await postPayout(raw, "evt_payout_bad", sign(raw + " "))).statusCode).toBe(401);
    const unsigned = await api.app.inject({ method: "POST", url: "/v1/webhooks/razorpayx", headers: { "content-type": "application/json" }, payload: raw });
    expect(unsigned.statusCode).toBe(401);
    expect(body(unsigned)).toMatchObject({ success: false, error: { code: "bad_signature" } });
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ state: "pending", payout_id: "pout_WH2", utr: null }]);
    expect(await api.db.selectFrom("webhook_event").selectAll().where("event_id", "=", "evt_payout_bad").execute()).toHaveLength(0);
  });

  it("fails the refund from payout.reversed or payout.failed, lists it for operators, and lets an operator pay it by hand", async () => {
    for (const [event, payoutId] of [
      ["payout.reversed", "pout_REV1"],
      ["payout.failed", "pout_FAIL1"],
    ]) {
      const { order, refund } = await payoutOnItsWay(payoutId);
      const raw = payoutEvent(event, payoutId, order.totalPaise, event.slice("payout.".length), null, "The beneficiary bank is offline");
      expect((await postPayout(raw, `evt_${payoutId}`)).statusCode).toBe(200);
      await drain();
      expect(await refundsOf(order.id)).toMatchObject([{ state: "failed", failure_reason: "The beneficiary bank is offline" }]);
      const failed = body(await operator("api/admin/listRefunds?state=failed")).data.list;
      expect(failed).toContainEqual(expect.objectContaining({ orderId: order.orderNumber, method: "upi", upiId: "asha@okicici" }));
      expect((await operator("api/admin/recordRefundPaid", { refundId: refund.id, utr: "412345678999" })).statusCode).toBe(200);
    }
  });

  it("leaves a processed refund processed when its payout is reversed later (processed is final)", async () => {
    const { order } = await payoutOnItsWay("pout_LATE1");
    expect((await postPayout(payoutEvent("payout.processed", "pout_LATE1", order.totalPaise, "processed", "512345678903"), "evt_late_1")).statusCode).toBe(200);
    await drain();
    expect((await postPayout(payoutEvent("payout.reversed", "pout_LATE1", order.totalPaise, "reversed", null, "Late"), "evt_late_2")).statusCode).toBe(200);
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", utr: "512345678903" }]);
  });

  it("settles once when the same event is delivered twice at once and two workers take it in", async () => {
    const { order } = await payoutOnItsWay("pout_RACE1");
    const raw = payoutEvent("payout.processed", "pout_RACE1", order.totalPaise, "processed", "512345678904");
    const answers = await Promise.all([postPayout(raw, "evt_race_1"), postPayout(raw, "evt_race_1"), postPayout(raw, "evt_race_2")]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(
      answers
        .slice(0, 2)
        .map((r) => body(r).data.handled)
        .sort(),
    ).toEqual([false, true]);
    await Promise.all([drain(), drain()]);
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", utr: "512345678904" }]);
    expect((await notices(order.id)).filter((n) => n.body.includes("512345678904"))).toHaveLength(1);
  });
});

describe("the local adapters' webhooks", () => {
  const webhookEvents = (event: string) => api.db.selectFrom("webhook_event").selectAll().where("event", "=", event).execute();

  it("settle an order paid at the local gateway whose payer never came back, without reconciliation", async () => {
    const before = (await webhookEvents("payment.captured")).length;
    const { order } = await paidButNeverBack();
    // The checkout answered before the webhook went: it is sent after, by the outbox.
    expect(await webhookEvents("payment.captured")).toHaveLength(before);
    await drain();
    expect(body(await call("GET", `api/customer/getOrderDetails?id=${order.orderNumber}`, undefined, { token: a.token })).data).toMatchObject({ paid: true });
    expect((await notices(order.id)).filter((n) => n.title === "Payment received")).toHaveLength(1);
    expect(await webhookEvents("payment.captured")).toHaveLength(before + 1);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it("note a payment failed at the local gateway", async () => {
    const { providerOrderId } = await paidButNeverBack("failure");
    await drain();
    expect(await api.db.selectFrom("payment").select(["status", "failure_reason"]).where("provider_order_id", "=", providerOrderId).executeTakeFirst()).toEqual(
      {
        status: "failed",
        failure_reason: "Payment failed",
      },
    );
  });

  it("settle a refund the local gateway made whose answer was not stored, once", async () => {
    const { order, paymentId } = await cancelledPaidOrder();
    const [refund] = await refundsOf(order.id);
    // The gateway made the refund, but our process stopped before it stored the answer as processed.
    const made = await gateway.refund(paymentId, order.totalPaise, `refund_${refund.id}_1`);
    await api.db.updateTable("refund").set({ provider_refund_id: made.id }).where("id", "=", refund.id).execute();
    await drain();
    expect(await refundsOf(order.id)).toMatchObject([{ state: "processed", provider_refund_id: made.id }]);
    expect(await api.db.selectFrom("local_gateway_refund").selectAll().where("payment_id", "=", paymentId).execute()).toHaveLength(1);
    expect((await notices(order.id)).filter((n) => n.body.includes("on its way back to your card"))).toHaveLength(1);
  });

  it("settle a refund to a UPI id as soon as the local payout is made, without reconciliation", async () => {
    const { order } = await returnedCodOrder();
    await drain();
    const [refund] = await refundsOf(order.id);
    const transfer = await api.db.selectFrom("local_payout").selectAll().where("id", "=", refund.payout_id!).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ state: "processed", utr: transfer.utr });
    expect((await shopperRefunds()).find((r: { orderId: string }) => r.orderId === order.orderNumber)).toMatchObject({
      state: "processed",
      reference: transfer.utr,
    });
    expect((await notices(order.id)).filter((n) => n.body.includes(transfer.utr))).toHaveLength(1);
  });

  it("move money once when the same event is delivered twice at once", async () => {
    const { order } = await paidButNeverBack();
    const [kind] = Object.keys(gateway.work);
    const queued = await api.db.selectFrom("outbox").select("payload").where("kind", "=", kind).where("state", "=", "pending").execute();
    expect(queued).toHaveLength(1);
    await Promise.all([gateway.work[kind].run(queued[0].payload), gateway.work[kind].run(queued[0].payload)]);
    await Promise.all([drain(), drain()]);
    expect(await api.db.selectFrom("payment").selectAll().where("order_id", "=", order.id).where("status", "=", "paid").execute()).toHaveLength(1);
    expect((await notices(order.id)).filter((n) => n.title === "Payment received")).toHaveLength(1);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });
});
