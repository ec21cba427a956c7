import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOfNumber, indiaDayNumber } from "../../domain/shared/dates";
import { mandateLimit, subscriptionPrice, weeksAfter } from "../../domain/subscriptions/schedule";
import { runOutboxOnce } from "../../server/api/services/outbox";
import { createPaymentGateway } from "../../server/api/services/payments/gateway";
import { webhookWork } from "../../server/api/services/payments/webhooks";
import { revokeMandateWork } from "../../server/api/services/subscriptions/subscriptions";
import { body, operatorCall, startListeningApi, type Harness } from "./harness";
import { caller, startSmsGateway, type SmsGateway } from "./sms-gateway";
import { shopperWithAddress } from "./shoppers";

/**
 * A subscription paid by UPI AutoPay, through the shop's own calls and the local gateway
 * (docs/product.md#subscriptions): subscribing answers the checkout that approves the mandate with the
 * first payment; the approval starts the subscription; the pass debits each delivery once against the
 * token, however many passes run; nothing above the mandate's limit is debited; cancelling revokes the
 * mandate at the gateway.
 */
let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let operator: ReturnType<typeof operatorCall>;
let handlers: Parameters<typeof runOutboxOnce>[1];

const GEL = "Lemon-Dishwash-Gel-500-ml";

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startListeningApi({ ...sms.env, SUBSCRIPTION_INTERVAL_MS: "3600000" });
  call = caller(api);
  operator = operatorCall(api);
  const gateway = createPaymentGateway(api.env, api.db);
  handlers = { ...webhookWork(api.db), ...gateway.work, ...revokeMandateWork(api.db, gateway) };
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

/** Runs the outbox's work until none is left, bringing a retry forward as time passing would (news of a token may come before the payment naming it). */
async function drain() {
  for (let round = 0; round < 3; round++) {
    while (await runOutboxOnce(api.db, handlers));
    const retried = await api.db.updateTable("outbox").set({ available_at: new Date() }).where("state", "=", "pending").executeTakeFirst();
    if (!Number(retried.numUpdatedRows)) return;
  }
}

const pass = (asOf: string) => operator("api/admin/runSubscriptions", { asOf });
const daysBefore = (day: string, days: number) => dayOfNumber(indiaDayNumber(new Date(`${day}T12:00:00+05:30`)) - days);
const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

/** A shopper subscribed online who approved the mandate in the gateway's checkout, as the storefront walks it. */
async function subscribedOnline(phone: string) {
  const who = await shopperWithAddress(api, sms, phone);
  const as = (path: string, payload?: object) => call(payload ? "POST" : "GET", path, payload, { token: who.token });
  const subscribed = await as("api/customer/subscribe", { productId: GEL, quantity: 1, intervalWeeks: 4, addressId: who.addressId, paymentType: "online" });
  expect(subscribed.statusCode).toBe(200);
  const { subscription, checkout, orderId } = body(subscribed).data;
  const completed = await api.app.inject({
    method: "POST",
    url: "/v1/test-gateway/checkout/complete",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      order_id: checkout.razorOrder.id,
      outcome: "success",
      method: "upi",
      callback_url: "http://127.0.0.1:3000/payment_verify",
      checkout_token: checkout.fields.checkout_token,
    }).toString(),
  });
  expect(completed.statusCode).toBe(200);
  await drain();
  const list = async () =>
    body(await as("api/customer/getSubscriptions")).data.list as { id: string; state: string; nextDueOn: string; mandate: { state: string } }[];
  const orders = () =>
    api.db.selectFrom("customer_order").select(["order_number", "paid_at", "total_paise"]).where("customer_id", "=", who.id).orderBy("id").execute();
  const payments = () =>
    api.db
      .selectFrom("local_gateway_payment")
      .innerJoin("payment", "payment.provider_order_id", "local_gateway_payment.gateway_order_id")
      .innerJoin("customer_order", "customer_order.id", "payment.order_id")
      .select(["local_gateway_payment.status", "customer_order.order_number"])
      .where("customer_order.customer_id", "=", who.id)
      .execute();
  return { ...who, as, subscription, checkout, orderId, list, orders, payments };
}

describe("UPI AutoPay", () => {
  it("subscribing answers the first payment's checkout, which asks for the mandate", async () => {
    const who = await shopperWithAddress(api, sms, "9855530001");
    const res = await call(
      "POST",
      "api/customer/subscribe",
      { productId: GEL, quantity: 2, intervalWeeks: 4, addressId: who.addressId, paymentType: "online" },
      { token: who.token },
    );
    const { subscription, checkout, orderId } = body(res).data;
    const total =
      subscriptionPrice(
        (await api.db.selectFrom("product").select("sale_price_paise").where("public_id", "=", GEL).executeTakeFirstOrThrow()).sale_price_paise,
        5,
      ) * 2;
    expect(subscription).toMatchObject({ state: "awaiting_mandate", mandate: { state: "created", maxAmount: mandateLimit(total) / 100 } });
    expect(checkout).toMatchObject({
      orderNumber: orderId,
      razorOrder: { amount: total },
      fields: { recurring: "1", customer_id: expect.stringMatching(/^cust_/) },
    });
    // Paying later from the order's page asks for the mandate again.
    const again = body(await call("POST", "api/customer/payOnline", { orderId }, { token: who.token })).data;
    expect(again.fields).toMatchObject({ recurring: "1" });
  });

  it("approved, the subscription delivers, and each delivery is debited once under two passes at once", async () => {
    const asha = await subscribedOnline("9855530002");
    const [active] = await asha.list();
    expect(active).toMatchObject({ state: "active", mandate: { state: "confirmed" } });
    expect((await asha.orders())[0].paid_at).not.toBeNull();

    const due = active.nextDueOn;
    await pass(at(daysBefore(due, 1), "11:00"));
    // Announced at 11:00 the day before: charged a full day after, from 11:00.
    await pass(at(due, "10:30"));
    expect(await asha.orders()).toHaveLength(1);
    await Promise.all([pass(at(due, "11:00")), pass(at(due, "11:00"))]);
    await drain();
    const orders = await asha.orders();
    expect(orders).toHaveLength(2);
    expect(orders[1].paid_at).not.toBeNull();
    expect((await asha.payments()).filter((p) => p.order_number === orders[1].order_number)).toEqual([
      { status: "captured", order_number: orders[1].order_number },
    ]);
    expect((await asha.list())[0].nextDueOn).toBe(weeksAfter(due, 4));
  });

  it("debits nothing above the mandate's limit: the delivery is not placed and the shopper told", async () => {
    const ravi = await subscribedOnline("9855530003");
    const quantity = await ravi.as("api/customer/changeSubscription", {
      intent: "quantity",
      subscriptionId: ravi.subscription.id,
      productId: GEL,
      quantity: 10,
    });
    expect(quantity.statusCode).toBe(409);
    const due = (await ravi.list())[0].nextDueOn;
    // A mandate the bank approved for less than the delivery costs (as a shopper's UPI app may).
    await api.db.updateTable("subscription_mandate").set({ max_amount_paise: 100 }).where("gateway_order_id", "=", ravi.checkout.razorOrder.id).execute();
    await pass(at(daysBefore(due, 1), "11:00"));
    await pass(at(due, "11:00"));
    expect(await ravi.orders()).toHaveLength(1);
    expect(await ravi.payments()).toHaveLength(1);
    const told = await api.db.selectFrom("notification").select("title").where("customer_id", "=", ravi.id).execute();
    expect(told.filter((n) => n.title.endsWith("could not be placed"))).toHaveLength(1);
  });

  it("a debit the bank refuses leaves the order to pay from its page, and the shopper told once", async () => {
    const kiran = await subscribedOnline("9855530005");
    const due = (await kiran.list())[0].nextDueOn;
    // The bank holds the mandate to less than the shop asked for.
    await api.db.updateTable("local_gateway_token").set({ max_amount_paise: 100 }).where("gateway_order_id", "=", kiran.checkout.razorOrder.id).execute();
    await pass(at(daysBefore(due, 1), "11:00"));
    await pass(at(due, "11:00"));
    await drain();
    await drain();
    const orders = await kiran.orders();
    expect(orders).toHaveLength(2);
    expect(orders[1].paid_at).toBeNull();
    const told = await api.db.selectFrom("notification").select(["title", "order_id"]).where("customer_id", "=", kiran.id).execute();
    expect(told.filter((n) => n.title.endsWith("is not paid yet"))).toHaveLength(1);
    const cycle = await api.db
      .selectFrom("subscription_cycle")
      .select(["state", "failure_reason"])
      .where("subscription_id", "=", kiran.subscription.id)
      .executeTakeFirstOrThrow();
    expect(cycle).toMatchObject({ state: "failed", failure_reason: expect.any(String) });
    expect((await kiran.list())[0].nextDueOn).toBe(weeksAfter(due, 4));
  });

  it("cancelling revokes the mandate at the gateway, once", async () => {
    const meena = await subscribedOnline("9855530004");
    const cancelled = await meena.as("api/customer/changeSubscription", { intent: "cancel", subscriptionId: meena.subscription.id });
    expect(body(cancelled).data.state).toBe("cancelled");
    await drain();
    const token = await api.db
      .selectFrom("local_gateway_token")
      .select("state")
      .where("gateway_order_id", "=", meena.checkout.razorOrder.id)
      .executeTakeFirstOrThrow();
    expect(token.state).toBe("cancelled");
    const [after] = await meena.list();
    expect(after).toMatchObject({ state: "cancelled", mandate: { state: "cancelled" } });
    await pass(at(daysBefore(after.nextDueOn, 1), "11:00"));
    await pass(at(after.nextDueOn, "12:00"));
    expect(await meena.orders()).toHaveLength(1);
  });
});
