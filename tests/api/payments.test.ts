import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, operatorCall, razorpayAt, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let a: { id: string; token: string };
let b: { id: string; token: string };

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi(sms.env);
  call = caller(api);
  a = await signUp(api, sms, "9822200001", { firstName: "Asha", lastName: "Verma" });
  b = await signUp(api, sms, "9822200002", { firstName: "Bala", lastName: "Rao" });
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

const secret = () => api.env.LOCAL_GATEWAY_SECRET;
const sign = (orderId: string, paymentId: string) => createHmac("sha256", secret()).update(`${orderId}|${paymentId}`).digest("hex");
const verify = (fields: object) => call("POST", "auth/customer/verifyPayment", fields);
const payOnline = (orderId: string, token = a.token) => call("POST", "api/customer/payOnline", { orderId }, { token });
const paidPayments = (orderId: string) => api.db.selectFrom("payment").selectAll().where("order_id", "=", orderId).where("status", "=", "paid").execute();
const notifications = (customerId: string) => api.db.selectFrom("notification").selectAll().where("customer_id", "=", customerId).execute();
const gatewayForm = (path: string, fields: Record<string, string>) =>
  api.app.inject({
    method: "POST",
    url: `/v1/test-gateway/${path}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1].replaceAll("&#91;", "[").replaceAll("&#93;", "]"),
      m[2].replaceAll("&#34;", '"'),
    ]),
  );
type CheckoutData = { razorOrder: { id: string; amount: number }; keyId: string; fields: Record<string, string> };
/** The payer pressing Pay or Fail on the gateway's page, with the fields the checkout gave them. */
const complete = (checkout: CheckoutData, outcome: "success" | "failure", extra: Record<string, string> = {}) =>
  gatewayForm("checkout/complete", {
    order_id: checkout.razorOrder.id,
    outcome,
    callback_url: "http://127.0.0.1:3000/payment_verify",
    ...checkout.fields,
    ...extra,
  });
const operator: ReturnType<typeof operatorCall> = (...args) => operatorCall(api)(...args);

describe("paying an order online", () => {
  it("starts an attempt for the order's amount and resumes it on a second ask", async () => {
    const order = await insertOrder(api.db, a.id);
    const first = body(await payOnline(order.orderNumber)).data;
    expect(first).toMatchObject({
      paid: false,
      keyId: "rzp_test_local",
      razorOrder: { id: expect.stringMatching(/^order_/), amount: order.totalPaise },
      orderNumber: order.orderNumber,
    });
    expect(first.checkoutUrl).toMatch(/\/v1\/test-gateway\/checkout$/);
    expect(body(await payOnline(order.orderNumber)).data.razorOrder.id).toBe(first.razorOrder.id);
  });

  it("marks the order paid once for a signed callback, however often it is replayed", async () => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await payOnline(order.orderNumber)).data;
    const fields = { razorpay_order_id: razorOrder.id, razorpay_payment_id: "pay_TEST001", razorpay_signature: sign(razorOrder.id, "pay_TEST001") };
    for (let i = 0; i < 3; i++) {
      const res = await verify(fields);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toMatchObject({
        message: `Your payment for order ${order.orderNumber} has been recived successfully!`,
        data: { paid: true, orderNumber: order.orderNumber },
      });
    }
    expect(await paidPayments(order.id)).toHaveLength(1);
    const paidNotices = (await notifications(a.id)).filter((n) => n.order_id === order.id && n.title === "Payment received");
    expect(paidNotices).toHaveLength(1);
    expect(paidNotices[0].body).toContain(order.orderNumber);
    // A paid order cannot be paid again.
    expect((await payOnline(order.orderNumber)).statusCode).toBe(409);
  });

  it.each([
    ["a signature with a changed character", (o: string, p: string) => sign(o, p).replace(/.$/, (c) => (c === "0" ? "1" : "0"))],
    ["another order's signature", (_o: string, p: string) => sign("order_someoneelse", p)],
    ["a signature made with another secret", (o: string, p: string) => createHmac("sha256", "not-our-secret").update(`${o}|${p}`).digest("hex")],
    ["no signature", () => ""],
    // Razorpay's SDK refuses these too: the signature is the exact lower-case hex digest, nothing else.
    ["the signature in upper case", (o: string, p: string) => sign(o, p).toUpperCase()],
    ['the signature with "zz" appended', (o: string, p: string) => `${sign(o, p)}zz`],
    ["the signature with one more hex digit", (o: string, p: string) => `${sign(o, p)}0`],
  ])("refuses %s and leaves the order unpaid", async (_, forge) => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await payOnline(order.orderNumber)).data;
    const res = await verify({ razorpay_order_id: razorOrder.id, razorpay_payment_id: "pay_FORGED", razorpay_signature: forge(razorOrder.id, "pay_FORGED") });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false });
    expect(await paidPayments(order.id)).toHaveLength(0);
    const row = await api.db.selectFrom("customer_order").select("paid_at").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.paid_at).toBeNull();
  });

  it("notes a failure the gateway confirms, names no order, and a later good payment still counts", async () => {
    const order = await insertOrder(api.db, a.id);
    const checkout = body(await payOnline(order.orderNumber)).data;
    const fields = hiddenFields((await complete(checkout, "failure")).body);
    const failed = await verify({
      error: {
        code: fields["error[code]"],
        description: fields["error[description]"],
        reason: fields["error[reason]"],
        metadata: JSON.parse(fields["error[metadata]"]),
      },
    });
    expect(body(failed)).toEqual({ success: true, message: "Payment Failed !", data: { paid: false, orderNumber: null } });
    const attempt = await api.db.selectFrom("payment").selectAll().where("provider_order_id", "=", checkout.razorOrder.id).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ status: "failed", failure_reason: "Payment failed" });
    const retry = body(await payOnline(order.orderNumber)).data.razorOrder;
    expect(retry.id).not.toBe(checkout.razorOrder.id);
    expect(body(await verify({ razorpay_order_id: retry.id, razorpay_payment_id: "pay_OK", razorpay_signature: sign(retry.id, "pay_OK") })).data.paid).toBe(
      true,
    );
  });

  it("changes nothing for a failure report the gateway does not confirm, and names no order", async () => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await payOnline(order.orderNumber)).data;
    const forged = await verify({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Payment failed",
        reason: "payment_failed",
        metadata: { order_id: razorOrder.id, payment_id: "pay_F1" },
      },
    });
    expect(body(forged)).toEqual({ success: true, message: "Payment Failed !", data: { paid: false, orderNumber: null } });
    expect(forged.body).not.toContain(order.orderNumber);
    const attempt = await api.db.selectFrom("payment").selectAll().where("provider_order_id", "=", razorOrder.id).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ status: "created", failure_reason: null });
    // The same attempt is resumed, so the shopper can still pay it.
    expect(body(await payOnline(order.orderNumber)).data.razorOrder.id).toBe(razorOrder.id);
  });

  it("keeps another customer away from an order", async () => {
    const order = await insertOrder(api.db, a.id);
    const res = await payOnline(order.orderNumber, b.token);
    expect(res.statusCode).toBe(404);
    expect(await api.db.selectFrom("payment").selectAll().where("order_id", "=", order.id).execute()).toHaveLength(0);
  });

  it("refuses malformed calls with 400", async () => {
    expect((await payOnline("1 or 1=1")).statusCode).toBe(400);
    expect((await verify({ razorpay_order_id: "x'; drop table payment;--", razorpay_payment_id: "p", razorpay_signature: "s" })).statusCode).toBe(400);
    expect((await verify({})).statusCode).toBe(400);
    expect((await verify({ razorpay_order_id: "order_nope", razorpay_payment_id: "pay_1", razorpay_signature: sign("order_nope", "pay_1") })).statusCode).toBe(
      404,
    );
  });
});

describe("the provider's webhook", () => {
  const post = (payload: string, signature: string, eventId: string) =>
    api.app.inject({
      method: "POST",
      url: "/v1/webhooks/razorpay",
      headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": eventId },
      payload,
    });
  const signBody = (raw: string, webhookSecret = api.env.LOCAL_GATEWAY_WEBHOOK_SECRET) => createHmac("sha256", webhookSecret).update(raw).digest("hex");

  it("records a captured payment once, even when the event is delivered again", async () => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await payOnline(order.orderNumber)).data;
    // Exactly as sent: the signature covers these bytes, spacing included.
    const raw = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_WH1","order_id":"${razorOrder.id}","amount":${order.totalPaise}}}}}`;
    const first = await post(raw, signBody(raw), "evt_1");
    expect(body(first)).toMatchObject({ success: true, data: { handled: true } });
    expect(body(await post(raw, signBody(raw), "evt_1")).data.handled).toBe(false);
    // The shopper's own callback arriving later changes nothing either.
    await verify({ razorpay_order_id: razorOrder.id, razorpay_payment_id: "pay_WH1", razorpay_signature: sign(razorOrder.id, "pay_WH1") });
    expect(await paidPayments(order.id)).toHaveLength(1);
  });

  it("refuses a body whose signature does not match it", async () => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await payOnline(order.orderNumber)).data;
    const raw = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_WH2","order_id":"${razorOrder.id}"}}}}`;
    const reformatted = JSON.stringify(JSON.parse(raw), null, 1);
    expect((await post(reformatted, signBody(raw), "evt_2")).statusCode).toBe(401);
    expect((await post(raw, "0".repeat(64), "evt_3")).statusCode).toBe(401);
    expect(await paidPayments(order.id)).toHaveLength(0);
  });

  it("refuses a body signed with the key secret, which signs payments and not webhooks", async () => {
    expect(api.env.LOCAL_GATEWAY_WEBHOOK_SECRET).not.toBe(api.env.LOCAL_GATEWAY_SECRET);
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await payOnline(order.orderNumber)).data;
    const raw = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_WHK","order_id":"${razorOrder.id}","amount":${order.totalPaise}}}}}`;
    expect((await post(raw, signBody(raw, api.env.LOCAL_GATEWAY_SECRET), "evt_key_secret")).statusCode).toBe(401);
    expect(await paidPayments(order.id)).toHaveLength(0);
  });

  it.each([
    ["in upper case", (s: string) => s.toUpperCase()],
    ['with "zz" appended', (s: string) => `${s}zz`],
    ["with one more hex digit", (s: string) => `${s}0`],
  ])("refuses the body's own signature %s", async (_, malform) => {
    const order = await insertOrder(api.db, a.id);
    const { razorOrder } = body(await payOnline(order.orderNumber)).data;
    const raw = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_WH3","order_id":"${razorOrder.id}","amount":${order.totalPaise}}}}}`;
    const res = await post(raw, malform(signBody(raw)), `evt_malformed_${order.id}`);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ success: false });
    expect(await paidPayments(order.id)).toHaveLength(0);
  });
});

describe("payment links", () => {
  const open = (orderId: string, token: string) =>
    api.app.inject({ url: `/v1/auth/customer/validPaymentToken?orderId=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}` });

  it("lets an operator make a link that opens the checkout, then says when it is paid", async () => {
    const order = await insertOrder(api.db, a.id, { paymentType: "COD" });
    const made = await operator("api/admin/createPaymentLink", { orderId: order.orderNumber });
    expect(made.statusCode).toBe(200);
    const link = body(made).data;
    expect(link.path).toBe(`/online-payment-link/${order.orderNumber}/${link.token}`);
    expect(link.token.length).toBeGreaterThanOrEqual(40);
    const opened = body(await open(order.orderNumber, link.token));
    // A cash order paid online takes the prepaid offer (₹20 by default) off, as from its page.
    expect(opened.data).toMatchObject({ paid: false, razorOrder: { id: expect.stringMatching(/^order_/), amount: order.totalPaise - 2000 } });
    const { id } = opened.data.razorOrder;
    await verify({ razorpay_order_id: id, razorpay_payment_id: "pay_LINK", razorpay_signature: sign(id, "pay_LINK") });
    expect(body(await open(order.orderNumber, link.token))).toMatchObject({ message: "Payment is already done !", data: { paid: true } });
    // Only a hash of the token is kept.
    const stored = await api.db.selectFrom("payment_link").select("token_hash").where("order_id", "=", order.id).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(link.token);
  });

  it("refuses a wrong token, another order's token and an expired one", async () => {
    const one = await insertOrder(api.db, a.id);
    const two = await insertOrder(api.db, b.id);
    const link = body(await operator("api/admin/createPaymentLink", { orderId: one.orderNumber })).data;
    expect((await open(one.orderNumber, `${link.token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await open(two.orderNumber, link.token)).statusCode).toBe(404);
    expect((await open(one.orderNumber, "short")).statusCode).toBe(400);
    await api.db
      .updateTable("payment_link")
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where("order_id", "=", one.id)
      .execute();
    const expired = await open(one.orderNumber, link.token);
    expect(expired.statusCode).toBe(410);
    expect(body(expired).message).toMatch(/expired/);
  });

  it("makes links for operators only", async () => {
    const order = await insertOrder(api.db, a.id);
    expect((await operator("api/admin/createPaymentLink", { orderId: order.orderNumber }, a.token)).statusCode).toBe(401);
    expect((await operator("api/admin/createPaymentLink", { orderId: order.orderNumber }, "x".repeat(40))).statusCode).toBe(401);
    expect((await operator("api/admin/createPaymentLink", { orderId: "NHC9999999" })).statusCode).toBe(404);
  });
});

describe("the local test gateway", () => {
  const checkoutFields = (checkout: CheckoutData, orderNumber: string) => ({
    key_id: checkout.keyId,
    order_id: checkout.razorOrder.id,
    amount: String(checkout.razorOrder.amount),
    name: "Nirmal Home Care",
    description: `Order ${orderNumber}`,
    callback_url: "http://127.0.0.1:3000/payment_verify",
    cancel_url: "http://127.0.0.1:3000/cart",
    ...checkout.fields,
  });

  it("renders the hosted checkout and posts signed fields that our verify accepts", async () => {
    const order = await insertOrder(api.db, a.id);
    const checkout = body(await payOnline(order.orderNumber)).data;
    expect(checkout.fields).toEqual({ checkout_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const page = await gatewayForm("checkout", checkoutFields(checkout, order.orderNumber));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Pay ₹");
    expect(page.body).toContain("Fail payment");
    // The page's own Pay form carries what completing needs.
    const payForm = hiddenFields(page.body.split("</form>")[0]);
    expect(payForm.outcome).toBe("success");
    const done = await gatewayForm("checkout/complete", payForm);
    expect(done.body).toContain('action="http://127.0.0.1:3000/payment_verify"');
    const fields = hiddenFields(done.body);
    expect(fields.razorpay_order_id).toBe(checkout.razorOrder.id);
    expect(body(await verify(fields)).data).toEqual({ paid: true, orderNumber: order.orderNumber });
  });

  it("posts failure fields when the payer fails the payment", async () => {
    const order = await insertOrder(api.db, a.id);
    const checkout = body(await payOnline(order.orderNumber)).data;
    const fields = hiddenFields((await complete(checkout, "failure")).body);
    expect(fields["error[reason]"]).toBe("payment_failed");
    expect(JSON.parse(fields["error[metadata]"])).toMatchObject({ order_id: checkout.razorOrder.id });
  });

  it("refuses to complete a checkout without the token the payer's page was given, and spends the token once", async () => {
    const order = await insertOrder(api.db, a.id);
    const checkout = body(await payOnline(order.orderNumber)).data;
    const noToken = await gatewayForm("checkout/complete", { order_id: checkout.razorOrder.id, outcome: "success", callback_url: "http://attacker.example/x" });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.body).not.toContain("razorpay_signature");
    const wrongToken = await complete(checkout, "success", { checkout_token: "x".repeat(43) });
    expect(wrongToken.statusCode).toBe(400);
    expect(wrongToken.body).not.toContain("razorpay_signature");
    // Another order's token does not open this one.
    const other = await insertOrder(api.db, b.id);
    const otherCheckout = body(await payOnline(other.orderNumber, b.token)).data;
    expect((await complete(checkout, "success", otherCheckout.fields)).statusCode).toBe(400);
    expect(
      (await gatewayForm("checkout", { ...checkoutFields(checkout, order.orderNumber), checkout_token: otherCheckout.fields.checkout_token })).statusCode,
    ).toBe(400);

    expect((await complete(checkout, "success")).statusCode).toBe(200);
    const replay = await complete(checkout, "success");
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain("already completed");
    expect((await gatewayForm("checkout", checkoutFields(checkout, order.orderNumber))).statusCode).toBe(400);
    // Each checkout shown to the payer gets a fresh token.
    const again = body(await payOnline(other.orderNumber, b.token)).data;
    expect(again.fields.checkout_token).not.toBe(otherCheckout.fields.checkout_token);
  });

  it("refuses a checkout whose amount or key does not match the order", async () => {
    const order = await insertOrder(api.db, a.id);
    const checkout = body(await payOnline(order.orderNumber)).data;
    const base = checkoutFields(checkout, order.orderNumber);
    expect((await gatewayForm("checkout", { ...base, amount: "100" })).statusCode).toBe(400);
    expect((await gatewayForm("checkout", { ...base, key_id: "rzp_live_other" })).statusCode).toBe(400);
    expect((await gatewayForm("checkout", { ...base, callback_url: "javascript:alert(1)" })).statusCode).toBe(400);
  });
});

describe("the Razorpay adapter", () => {
  it("creates orders through the Orders API with Basic auth, amount in paise", async () => {
    const received: { headers: IncomingHttpHeaders; body: Record<string, unknown>; url?: string }[] = [];
    const server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        received.push({ headers: req.headers, body: raw ? JSON.parse(raw) : {}, url: req.url });
        res.setHeader("content-type", "application/json");
        if (req.method === "GET" && req.url === "/v1/orders/order_RZP123/payments") {
          return res.end(
            JSON.stringify({
              entity: "collection",
              count: 1,
              items: [{ id: "pay_R1", entity: "payment", status: "failed", order_id: "order_RZP123", error_description: "Card declined" }],
            }),
          );
        }
        const amount = JSON.parse(raw).amount;
        if (amount === 1) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "Order amount less than minimum amount allowed" } }));
        } else res.end(JSON.stringify({ id: "order_RZP123", entity: "order", amount, currency: "INR", status: "created" }));
      });
    });
    const gateway = await razorpayAt(server);
    try {
      expect(await gateway.createOrder({ amountPaise: 25800, receipt: "NHC0000007", notes: { order_number: "NHC0000007" } })).toEqual({
        id: "order_RZP123",
        amountPaise: 25800,
      });
      expect(received[0]).toMatchObject({
        url: "/v1/orders",
        headers: { authorization: `Basic ${Buffer.from("rzp_test_key:shh").toString("base64")}`, "content-type": "application/json" },
        body: { amount: 25800, currency: "INR", receipt: "NHC0000007", notes: { order_number: "NHC0000007" } },
      });
      await expect(gateway.createOrder({ amountPaise: 1, receipt: "NHC0000008", notes: {} })).rejects.toThrow(/minimum amount/);
      expect(await gateway.fetchPayments("order_RZP123")).toEqual([{ id: "pay_R1", status: "failed", errorDescription: "Card declined" }]);
      expect(received.at(-1)).toMatchObject({
        url: "/v1/orders/order_RZP123/payments",
        headers: { authorization: `Basic ${Buffer.from("rzp_test_key:shh").toString("base64")}` },
      });
      expect(await gateway.checkoutFields("order_RZP123")).toEqual({});
      expect(gateway.paymentSignatureValid("order_RZP123", "pay_1", createHmac("sha256", "shh").update("order_RZP123|pay_1").digest("hex"))).toBe(true);
      expect(gateway.webhookSignatureValid(Buffer.from("{}"), "00")).toBe(false);
    } finally {
      server.close();
    }
  });
});
