import { createServer, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOutboxOnce } from "../../server/api/services/outbox";
import { createPaymentGateway, LOCAL_KEY_ID, type PaymentGateway } from "../../server/api/services/payments/gateway";
import { webhookWork } from "../../server/api/services/payments/webhooks";
import { body, postWebhook, razorpayAt, startListeningApi, type Harness } from "./harness";

/**
 * UPI AutoPay mandates end to end on the local gateway: the authorisation checkout approved or declined,
 * debits on the token, the shopper's bank pausing, resuming and cancelling it, each told by Razorpay's
 * webhooks and taken in by the subscriptions it pays; and the Razorpay adapter's requests. The
 * subscriptions are written straight into the database: these tests are of the mandate, not of subscribing.
 * The API's own workers wait an hour here, so each test runs the outbox itself.
 */
let api: Harness;
let gateway: PaymentGateway;
let handlers: Parameters<typeof runOutboxOnce>[1];

beforeAll(async () => {
  api = await startListeningApi();
  gateway = createPaymentGateway(api.env, api.db);
  handlers = { ...webhookWork(api.db), ...gateway.work };
});
afterAll(async () => {
  await api.close();
});

/** Runs the outbox's due work (the local gateway's webhooks, then the shop's handling of them) until none is due. */
async function runDue() {
  while (await runOutboxOnce(api.db, handlers));
}
/**
 * The same until none is left: a worker takes a batch's events in any order, so news of a token may come
 * before the payment naming it and wait for its retry, brought forward here as time passing would.
 */
async function drain() {
  for (let round = 0; round < 3; round++) {
    await runDue();
    const retried = await api.db
      .updateTable("outbox")
      .set({ available_at: new Date() })
      .where("kind", "=", "webhook.razorpay")
      .where("state", "=", "pending")
      .executeTakeFirst();
    if (!Number(retried.numUpdatedRows)) return;
  }
}

const MAX_PAISE = 60_000;
const FIRST_PAISE = 25_800;
let shoppers = 0;

/** A shopper subscribed online, as subscribing leaves them: a mandate's authorisation order made, the subscription waiting for it. */
async function subscribed(language = "en") {
  const n = ++shoppers;
  const phone = `98224${String(n).padStart(5, "0")}`;
  const customer = await api.db
    .insertInto("customer")
    .values({ phone_number: phone, first_name: "Asha", last_name: "Verma", email: null, pincode: "560034", language })
    .returning("id")
    .executeTakeFirstOrThrow();
  const address = await api.db
    .insertInto("customer_address")
    .values({
      customer_id: customer.id,
      first_name: "Asha",
      last_name: "Verma",
      pincode: "560034",
      apartment: "Lake View",
      city: "Bengaluru",
      street: "Koramangala",
      street_address2: "B-304",
      phone_number: phone,
      is_default: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const customerId = await gateway.recurring.createCustomer({ name: "Asha Verma", contact: phone, email: null });
  const expiresAt = new Date(Date.UTC(2031, 11, 7, 12));
  const order = await gateway.recurring.createMandateOrder({
    amountPaise: FIRST_PAISE,
    receipt: `SUB-${n}`,
    notes: { subscription: String(n) },
    customerId,
    maxAmountPaise: MAX_PAISE,
    expiresAt,
  });
  const mandate = await api.db
    .insertInto("subscription_mandate")
    .values({
      customer_id: customer.id,
      provider: gateway.provider,
      gateway_customer_id: customerId,
      gateway_order_id: order.id,
      max_amount_paise: MAX_PAISE,
      expires_at: expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const subscription = await api.db
    .insertInto("subscription")
    .values({
      customer_id: customer.id,
      address_id: address.id,
      interval_weeks: 4,
      payment_type: "online",
      state: "awaiting_mandate",
      discount_percent: 5,
      next_due_on: "2026-12-20",
      mandate_id: mandate.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { customer: customer.id, customerId, phone, order, mandate: mandate.id, subscription: subscription.id };
}
type Subscribed = Awaited<ReturnType<typeof subscribed>>;

const gatewayForm = (path: string, fields: Record<string, string>) =>
  api.app.inject({
    method: "POST",
    url: `/v1/test-gateway/${path}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
const CALLBACK = { callback_url: "http://127.0.0.1:3000/payment_verify" };
/** The checkout form the shop posts for an authorisation order: the standard fields, the checkout token and the mandate's. */
const checkoutForm = async (
  s: Subscribed,
  extra: Record<string, string> = {},
  returnTo: Record<string, string> = CALLBACK,
): Promise<Record<string, string>> => ({
  key_id: LOCAL_KEY_ID,
  order_id: s.order.id,
  amount: String(s.order.amountPaise),
  name: "Nirmal",
  description: "Subscription",
  ...returnTo,
  ...(await gateway.checkoutFields(s.order.id)),
  ...gateway.recurring.mandateCheckoutFields(s.customerId),
  ...extra,
});
/** The payer approving (paying by a UPI app) or declining the mandate on the gateway's page, as its forms post. */
async function decide(s: Subscribed, outcome: "success" | "failure") {
  const form = await checkoutForm(s);
  const res = await gatewayForm("checkout/complete", {
    order_id: s.order.id,
    outcome,
    method: "upi",
    ...CALLBACK,
    checkout_token: form.checkout_token,
  });
  expect(res.statusCode).toBe(200);
  return res;
}

const mandateOf = (s: Subscribed) => api.db.selectFrom("subscription_mandate").selectAll().where("id", "=", s.mandate).executeTakeFirstOrThrow();
const subscriptionOf = (s: Subscribed) =>
  api.db.selectFrom("subscription").select(["state", "pause_reason"]).where("id", "=", s.subscription).executeTakeFirstOrThrow();
const noticesOf = (s: Subscribed) =>
  api.db.selectFrom("notification").select(["title", "body", "link"]).where("customer_id", "=", s.customer).orderBy("id").execute();
const tokenOf = (s: Subscribed) => api.db.selectFrom("local_gateway_token").selectAll().where("gateway_order_id", "=", s.order.id).executeTakeFirstOrThrow();
/** The webhooks the local gateway has queued, as their bodies say them, oldest first. */
async function sentWebhooks() {
  const rows = await api.db.selectFrom("outbox").select("payload").where("kind", "=", "local-gateway.webhook").orderBy("id").execute();
  return rows.map((row) => ({ eventId: String(row.payload.eventId), raw: String(row.payload.body), ...JSON.parse(String(row.payload.body)) }));
}
const post = (raw: string, eventId: string, signature?: string) => postWebhook(api, raw, eventId, signature);
/** The shopper acting on the mandate in their UPI app (the local gateway's page for it). */
const bank = (tokenId: string, action: "pause" | "resume" | "cancel") => gatewayForm("tokens", { token_id: tokenId, action });

/** What the UPI app's page shows of one mandate. */
const mandateShown = (html: string, tokenId: string) => html.split("<section>").find((section) => section.includes(`<h2>${tokenId}</h2>`)) ?? "";

/** A shopper whose mandate the bank has confirmed, with their subscription delivering. */
async function approved() {
  const s = await subscribed();
  await decide(s, "success");
  await drain();
  return { ...s, token: (await tokenOf(s)).id };
}

describe("the local gateway's authorisation checkout", () => {
  it("shows the mandate before approval, on a UPI-only page, and refuses a checkout without its customer and recurring=1", async () => {
    const s = await subscribed();
    const page = await gatewayForm("checkout", await checkoutForm(s));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("UPI AutoPay mandate: up to ₹600 a debit, valid until 7 Dec 2031, debited as presented");
    expect(page.body).toContain("Decline mandate");
    expect(page.body).not.toContain("by card");

    for (const missing of [{ customer_id: "cust_other" }, { recurring: "0" }] as Record<string, string>[]) {
      expect((await gatewayForm("checkout", await checkoutForm(s, missing))).statusCode).toBe(400);
    }
    // In the shop's page, in a frame, as an order's checkout is.
    const framed = await gatewayForm("checkout", await checkoutForm(s, {}, { embed_origin: "http://127.0.0.1:3000" }));
    expect(framed.statusCode).toBe(200);
    expect(framed.headers["content-security-policy"]).toContain("frame-ancestors http://127.0.0.1:3000");
    expect(framed.body).toContain("UPI AutoPay mandate");
  });

  it("approved: pays the first delivery, confirms the token, and the mandate and subscription start, the shopper told once", async () => {
    const s = await subscribed();
    const before = (await sentWebhooks()).length;
    await decide(s, "success");
    const token = await tokenOf(s);
    expect(token).toMatchObject({ state: "confirmed", gateway_customer_id: s.customerId, max_amount_paise: MAX_PAISE });

    const [captured, confirmed, ...more] = (await sentWebhooks()).slice(before);
    expect(more).toEqual([]);
    expect(captured).toMatchObject({
      event: "payment.captured",
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            entity: "payment",
            status: "captured",
            amount: FIRST_PAISE,
            order_id: s.order.id,
            token_id: token.id,
            customer_id: s.customerId,
            recurring: true,
          },
        },
      },
    });
    expect(confirmed).toMatchObject({
      event: "token.confirmed",
      contains: ["token"],
      payload: {
        token: {
          entity: {
            id: token.id,
            entity: "token",
            method: "upi",
            recurring: true,
            recurring_details: { status: "confirmed", failure_reason: null },
            max_amount: MAX_PAISE,
            expired_at: Date.UTC(2031, 11, 7, 12) / 1000,
            customer_id: s.customerId,
          },
        },
      },
    });
    expect(await gateway.recurring.tokenOfPayment(captured.payload.payment.entity.id)).toBe(token.id);

    await drain();
    expect(await mandateOf(s)).toMatchObject({ state: "confirmed", token_id: token.id });
    expect(await subscriptionOf(s)).toEqual({ state: "active", pause_reason: null });
    expect(await noticesOf(s)).toEqual([
      {
        title: "Your subscription is on",
        body: "Your UPI AutoPay mandate is approved. We will tell you a day before each delivery is charged.",
        link: "/my_subscriptions",
      },
    ]);
  });

  it("declined: fails the payment and rejects the token, and the subscription is paused as not approved", async () => {
    const s = await subscribed();
    const before = (await sentWebhooks()).length;
    await decide(s, "failure");
    const token = await tokenOf(s);
    expect(token.state).toBe("rejected");
    expect((await sentWebhooks()).slice(before)).toMatchObject([
      { event: "payment.failed", payload: { payment: { entity: { status: "failed", order_id: s.order.id, token_id: token.id, recurring: true } } } },
      { event: "token.rejected", payload: { token: { entity: { id: token.id, recurring_details: { status: "rejected" } } } } },
    ]);
    expect(await gateway.recurring.tokenOfPayment((await sentWebhooks()).at(-2)!.payload.payment.entity.id)).toBeNull();

    await drain();
    expect(await mandateOf(s)).toMatchObject({ state: "rejected", token_id: token.id });
    expect(await subscriptionOf(s)).toEqual({ state: "paused", pause_reason: "mandate_rejected" });
    expect(await noticesOf(s)).toMatchObject([
      { title: "Your subscription is paused", body: "Your UPI AutoPay mandate was not approved, so your subscription has not started." },
    ]);
  });

  it("decides a mandate once: a second checkout of its order is refused", async () => {
    const s = await subscribed();
    await decide(s, "failure");
    const form = await checkoutForm(s);
    const again = await gatewayForm("checkout/complete", {
      order_id: s.order.id,
      outcome: "success",
      method: "upi",
      ...CALLBACK,
      checkout_token: form.checkout_token,
    });
    expect(again.statusCode).toBe(400);
    expect((await tokenOf(s)).state).toBe("rejected");
  });
});

describe("debits on a mandate", () => {
  const charge = async (s: Awaited<ReturnType<typeof approved>>, amountPaise: number, tokenId = s.token) => {
    const order = await gateway.createOrder({ amountPaise, receipt: "SUB-CYCLE", notes: { cycle: "1" } });
    return {
      order,
      charged: gateway.recurring.chargeRecurring({
        customerId: s.customerId,
        tokenId,
        orderId: order.id,
        amountPaise,
        contact: s.phone,
        email: null,
        receipt: "SUB-CYCLE",
        notes: { cycle: "1" },
      }),
    };
  };

  it("captures a debit within the mandate, told by payment.captured naming the token", async () => {
    const s = await approved();
    const { order, charged } = await charge(s, 30_000);
    const { paymentId } = await charged;
    expect((await sentWebhooks()).at(-1)).toMatchObject({
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: paymentId, order_id: order.id, amount: 30_000, status: "captured", token_id: s.token, customer_id: s.customerId, recurring: true },
        },
      },
    });
    expect(await gateway.fetchPayments(order.id)).toMatchObject([{ id: paymentId, status: "captured" }]);
    await drain();
    // A debit's payment names the token too, and changes nothing of the mandate.
    expect(await mandateOf(s)).toMatchObject({ state: "confirmed", token_id: s.token });
  });

  it("fails a debit above the mandate's limit, told by payment.failed", async () => {
    const s = await approved();
    const { order, charged } = await charge(s, MAX_PAISE + 100);
    const { paymentId } = await charged;
    expect((await sentWebhooks()).at(-1)).toMatchObject({
      event: "payment.failed",
      payload: {
        payment: { entity: { id: paymentId, order_id: order.id, status: "failed", token_id: s.token, error_reason: "amount_exceeds_mandate_limit" } },
      },
    });
    expect(await gateway.fetchPayments(order.id)).toMatchObject([{ id: paymentId, status: "failed" }]);
  });

  it("refuses at once a debit on a token unknown, not confirmed, or of another customer", async () => {
    const s = await approved();
    await expect((await charge(s, 10_000, "token_unknown")).charged).rejects.toThrow(/refused/);
    await expect(
      gateway.recurring.chargeRecurring({
        customerId: "cust_someoneelse",
        tokenId: s.token,
        orderId: (await gateway.createOrder({ amountPaise: 10_000, receipt: "X", notes: {} })).id,
        amountPaise: 10_000,
        contact: s.phone,
        email: null,
        receipt: "X",
        notes: {},
      }),
    ).rejects.toThrow(/refused/);
    expect((await bank(s.token, "pause")).statusCode).toBe(200);
    const { order, charged } = await charge(s, 10_000);
    await expect(charged).rejects.toThrow(/paused/);
    expect(await gateway.fetchPayments(order.id)).toEqual([]);
  });
});

describe("the shopper's bank acting on the mandate", () => {
  it("pauses, resumes and cancels it: the subscription follows, the shopper told once each", async () => {
    const s = await approved();
    const app = await api.app.inject({ url: "/v1/test-gateway/tokens" });
    expect(app.statusCode).toBe(200);
    expect(mandateShown(app.body, s.token)).toContain("Pause mandate");

    const paused = await bank(s.token, "pause");
    expect(paused.body).toContain(`Mandate ${s.token} paused.`);
    expect(mandateShown(paused.body, s.token)).toContain("Resume mandate");
    expect((await sentWebhooks()).at(-1)).toMatchObject({
      event: "token.paused",
      payload: { token: { entity: { id: s.token, recurring_details: { status: "paused" } } } },
    });
    await drain();
    expect(await mandateOf(s)).toMatchObject({ state: "paused" });
    expect(await subscriptionOf(s)).toEqual({ state: "paused", pause_reason: "mandate_paused" });

    // Pausing again is refused by the bank: nothing is sent.
    const sent = (await sentWebhooks()).length;
    expect((await bank(s.token, "pause")).body).toContain(`Mandate ${s.token} cannot be paused now.`);
    expect(await sentWebhooks()).toHaveLength(sent);

    await bank(s.token, "resume");
    expect((await sentWebhooks()).at(-1)).toMatchObject({ event: "token.confirmed" });
    await drain();
    expect(await subscriptionOf(s)).toEqual({ state: "active", pause_reason: null });

    await bank(s.token, "cancel");
    await drain();
    expect(await mandateOf(s)).toMatchObject({ state: "cancelled" });
    expect(await subscriptionOf(s)).toEqual({ state: "paused", pause_reason: "mandate_cancelled" });
    expect((await tokenOf(s)).state).toBe("cancelled");

    expect((await noticesOf(s)).map((n) => n.body)).toEqual([
      "Your UPI AutoPay mandate is approved. We will tell you a day before each delivery is charged.",
      "Your UPI AutoPay mandate was paused in your UPI app, so we will not deliver or charge until you resume it.",
      "Your UPI AutoPay mandate is approved. We will tell you a day before each delivery is charged.",
      "Your UPI AutoPay mandate was cancelled, so your subscription is paused. We will remind you when your refill is due; you can pay for it with a link.",
    ]);
  });

  it("tells a shopper who reads Hindi in Hindi", async () => {
    const s = await subscribed("hi");
    await decide(s, "success");
    await drain();
    expect(await noticesOf(s)).toMatchObject([{ title: "आपका सब्सक्रिप्शन चालू हो गया" }]);
  });

  it("leaves a subscription the shopper cancelled cancelled, and one the shopper paused paused, when the mandate is paused", async () => {
    const s = await approved();
    await api.db.updateTable("subscription").set({ state: "paused", pause_reason: "shopper" }).where("id", "=", s.subscription).execute();
    await bank(s.token, "pause");
    await drain();
    expect(await subscriptionOf(s)).toEqual({ state: "paused", pause_reason: "shopper" });

    await api.db.updateTable("subscription").set({ state: "cancelled", pause_reason: null }).where("id", "=", s.subscription).execute();
    await bank(s.token, "cancel");
    await drain();
    expect(await subscriptionOf(s)).toEqual({ state: "cancelled", pause_reason: null });
    expect(await noticesOf(s)).toHaveLength(1);
  });

  it("is cancelled by the shop through the gateway, as the bank would: token.cancelled", async () => {
    const s = await approved();
    await gateway.recurring.cancelToken(s.customerId, s.token);
    await gateway.recurring.cancelToken(s.customerId, s.token);
    expect((await sentWebhooks()).filter((w) => w.event === "token.cancelled" && w.payload.token.entity.id === s.token)).toHaveLength(1);
    await drain();
    expect(await subscriptionOf(s)).toEqual({ state: "paused", pause_reason: "mandate_cancelled" });
    await expect(gateway.recurring.cancelToken("cust_someoneelse", s.token)).rejects.toThrow(/no token/);
  });
});

describe("the mandate's webhooks", () => {
  it("take a replayed event in once, and the same news under another id changes nothing", async () => {
    const s = await approved();
    await bank(s.token, "pause");
    const paused = (await sentWebhooks()).at(-1)!;
    await drain();
    expect(body(await post(paused.raw, paused.eventId)).data.handled).toBe(false);
    expect((await post(paused.raw, `${paused.eventId}_again`)).statusCode).toBe(200);
    await drain();
    expect(await subscriptionOf(s)).toEqual({ state: "paused", pause_reason: "mandate_paused" });
    expect(await noticesOf(s)).toHaveLength(2);
  });

  it("refuse a forged signature with 401 and change nothing", async () => {
    const s = await approved();
    const raw = JSON.stringify({
      entity: "event",
      event: "token.cancelled",
      contains: ["token"],
      payload: { token: { entity: { id: s.token, entity: "token" } } },
    });
    const forged = await post(raw, "evt_forged_1", "0".repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(body(forged)).toMatchObject({ success: false, error: { code: "bad_signature" } });
    await drain();
    expect(await mandateOf(s)).toMatchObject({ state: "confirmed" });
    expect(await api.db.selectFrom("webhook_event").selectAll().where("event_id", "=", "evt_forged_1").execute()).toHaveLength(0);
  });

  it("end the same when token.confirmed comes before the payment that names the token: it waits in the outbox", async () => {
    const s = await subscribed();
    await decide(s, "success");
    const [captured, confirmed] = (await sentWebhooks()).slice(-2);
    // Delivered the other way round, as Razorpay may: the gateway's own sending is stood down.
    await api.db.updateTable("outbox").set({ state: "done" }).where("kind", "=", "local-gateway.webhook").where("state", "=", "pending").execute();
    expect((await post(confirmed.raw, confirmed.eventId)).statusCode).toBe(200);
    await runDue();
    expect(await mandateOf(s)).toMatchObject({ state: "created", token_id: null });
    const waiting = await api.db.selectFrom("outbox").select("id").where("state", "=", "pending").where("last_error", "like", "No mandate holds%").execute();
    expect(waiting).toHaveLength(1);

    expect((await post(captured.raw, captured.eventId)).statusCode).toBe(200);
    await runDue();
    expect(await mandateOf(s)).toMatchObject({ state: "created", token_id: confirmed.payload.token.entity.id });
    // Its retry comes due.
    await drain();
    expect(await mandateOf(s)).toMatchObject({ state: "confirmed" });
    expect(await subscriptionOf(s)).toEqual({ state: "active", pause_reason: null });
    expect(await noticesOf(s)).toHaveLength(1);
  });
});

describe("the Razorpay adapter's recurring calls", () => {
  it("speaks Razorpay's Customers, Orders, Payments and Tokens APIs with Basic auth", async () => {
    const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
    const server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const sent = raw ? JSON.parse(raw) : {};
        received.push({ method: req.method, url: req.url, headers: req.headers, body: sent });
        res.setHeader("content-type", "application/json");
        const answers: Record<string, object> = {
          "POST /v1/customers": { id: "cust_RZP1", entity: "customer" },
          "POST /v1/orders": { id: "order_RZPM", entity: "order", amount: sent.amount, status: "created" },
          "GET /v1/payments/pay_AUTH": { id: "pay_AUTH", entity: "payment", token_id: "token_RZP1" },
          "GET /v1/payments/pay_CARD": { id: "pay_CARD", entity: "payment" },
          "POST /v1/payments/create/recurring": { razorpay_payment_id: "pay_RZP2", razorpay_order_id: "order_RZPC", razorpay_signature: "x" },
          "PUT /v1/customers/cust_RZP1/tokens/token_RZP1/cancel": { id: "token_RZP1", entity: "token", status: "cancellation_initiated" },
        };
        const answer = answers[`${req.method} ${req.url}`];
        if (!answer || sent.token === "token_GONE") {
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "The token is not active" } }));
        }
        res.end(JSON.stringify(answer));
      });
    });
    const razorpay = (await razorpayAt(server)).recurring;
    try {
      const authorization = `Basic ${Buffer.from("rzp_test_key:shh").toString("base64")}`;

      expect(await razorpay.createCustomer({ name: "Asha Verma", contact: "9822400001", email: null })).toBe("cust_RZP1");
      expect(received.at(-1)).toEqual(
        expect.objectContaining({
          method: "POST",
          url: "/v1/customers",
          headers: expect.objectContaining({ authorization, "content-type": "application/json" }),
          body: { name: "Asha Verma", contact: "9822400001", fail_existing: "0" },
        }),
      );

      const expiresAt = new Date(Date.UTC(2031, 11, 7, 12));
      expect(
        await razorpay.createMandateOrder({
          amountPaise: FIRST_PAISE,
          receipt: "SUB-1",
          notes: { subscription: "1" },
          customerId: "cust_RZP1",
          maxAmountPaise: MAX_PAISE,
          expiresAt,
        }),
      ).toEqual({ id: "order_RZPM", amountPaise: FIRST_PAISE });
      expect(received.at(-1)).toMatchObject({
        method: "POST",
        url: "/v1/orders",
        headers: { authorization },
        body: {
          amount: FIRST_PAISE,
          currency: "INR",
          receipt: "SUB-1",
          notes: { subscription: "1" },
          method: "upi",
          customer_id: "cust_RZP1",
          token: { max_amount: MAX_PAISE, expire_at: expiresAt.getTime() / 1000, frequency: "as_presented" },
        },
      });
      expect(razorpay.mandateCheckoutFields("cust_RZP1")).toEqual({ customer_id: "cust_RZP1", recurring: "1" });

      expect(await razorpay.tokenOfPayment("pay_AUTH")).toBe("token_RZP1");
      expect(received.at(-1)).toMatchObject({ method: "GET", url: "/v1/payments/pay_AUTH", headers: { authorization } });
      expect(await razorpay.tokenOfPayment("pay_CARD")).toBeNull();

      const debit = {
        customerId: "cust_RZP1",
        orderId: "order_RZPC",
        amountPaise: 30_000,
        contact: "9822400001",
        email: "asha@example.com",
        receipt: "SUB-1-2",
        notes: { cycle: "2" },
      };
      expect(await razorpay.chargeRecurring({ ...debit, tokenId: "token_RZP1" })).toEqual({ paymentId: "pay_RZP2" });
      expect(received.at(-1)).toMatchObject({
        method: "POST",
        url: "/v1/payments/create/recurring",
        headers: { authorization },
        body: {
          email: "asha@example.com",
          contact: "9822400001",
          amount: 30_000,
          currency: "INR",
          order_id: "order_RZPC",
          customer_id: "cust_RZP1",
          token: "token_RZP1",
          recurring: "1",
          notes: { cycle: "2" },
        },
      });
      await expect(razorpay.chargeRecurring({ ...debit, tokenId: "token_GONE" })).rejects.toThrow(/The token is not active/);

      await razorpay.cancelToken("cust_RZP1", "token_RZP1");
      expect(received.at(-1)).toMatchObject({ method: "PUT", url: "/v1/customers/cust_RZP1/tokens/token_RZP1/cancel", headers: { authorization } });
      await expect(razorpay.cancelToken("cust_RZP1", "token_OTHER")).rejects.toThrow(/HTTP 400/);
    } finally {
      server.close();
    }
  });
});
