import { createHmac } from "node:crypto";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startApi, type Harness } from "./harness";
import { insertOrder } from "./orders-fixture";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * The local test gateway's in-page checkout (docs/decisions/025-in-page-checkout.md): its checkout.js
 * behaves as Razorpay's does for the options and callbacks the shop uses, its framed page is framed by
 * the shop alone and hands back fields signed as Razorpay signs them, which our verify step accepts.
 */
let api: Harness;
let sms: SmsGateway;
let call: ReturnType<typeof caller>;
let shopper: { id: string; token: string };

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi(sms.env);
  call = caller(api);
  shopper = await signUp(api, sms, "9822230001", { firstName: "Chitra", lastName: "Nair" });
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

const SHOP = "http://127.0.0.1:3000";
type CheckoutData = { razorOrder: { id: string; amount: number }; keyId: string; scriptUrl: string; fields: Record<string, string> };
const newCheckout = async (): Promise<{ orderNumber: string; checkout: CheckoutData }> => {
  const order = await insertOrder(api.db, shopper.id);
  return {
    orderNumber: order.orderNumber,
    checkout: body(await call("POST", "api/customer/payOnline", { orderId: order.orderNumber }, { token: shopper.token })).data,
  };
};
const gatewayForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: "POST",
    url: `/v1/test-gateway/${path}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
/** What the gateway's checkout.js posts into its frame. */
const framedFields = (checkout: CheckoutData) => ({
  key_id: checkout.keyId,
  order_id: checkout.razorOrder.id,
  amount: String(checkout.razorOrder.amount),
  currency: "INR",
  name: "Nirmal Home Care",
  description: "Order",
  embed_origin: SHOP,
  ...checkout.fields,
});
/** The message a framed result page sends to the shop's page. */
const framedResult = (html: string) => {
  const [, origin, json] = html.match(/<script type="application\/json" id="checkout-result" data-origin="([^"]+)">(.*?)<\/script>/)!;
  return { origin, message: JSON.parse(json) };
};

describe("the local gateway's checkout.js", () => {
  it("is what each checkout names, loadable from the shop's pages", async () => {
    const { checkout } = await newCheckout();
    expect(checkout.scriptUrl).toBe(`${api.env.API_PUBLIC_URL}/v1/test-gateway/checkout.js`);
    const response = await api.app.inject({ method: "GET", url: "/v1/test-gateway/checkout.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("opens the checkout in a frame, calls handler with the frame's answer, emits payment.failed, and calls ondismiss", async () => {
    const script = (await api.app.inject({ method: "GET", url: "/v1/test-gateway/checkout.js" })).body;
    // The few DOM parts the script touches, recording what it does.
    type Element = Record<string, unknown> & { children: Element[]; style: Record<string, string> };
    const created: Element[] = [];
    const listeners: Record<string, (event: unknown) => void> = {};
    const element = (tag: string): Element => {
      const el: Element = {
        tag,
        children: [],
        style: {},
        attributes: {},
        contentWindow: {},
        setAttribute: (name: string, value: string) => ((el.attributes as Record<string, string>)[name] = value),
        appendChild: (child: Element) => el.children.push(child),
        removeChild: (child: Element) => el.children.splice(el.children.indexOf(child), 1),
        submit: () => (el.submitted = true),
        focus: () => {},
        parentNode: null,
      };
      created.push(el);
      return el;
    };
    const documentBody = element("body");
    const window = {
      document: {
        createElement: element,
        body: { appendChild: (child: Element) => ((child.parentNode = documentBody), documentBody.children.push(child)) },
        addEventListener: () => {},
        removeEventListener: () => {},
      },
      location: { origin: SHOP },
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      removeEventListener: (type: string) => delete listeners[type],
    } as Record<string, unknown>;
    window.window = window;
    runInNewContext(script, window);

    const calls: string[] = [];
    const options = {
      key: "rzp_test_local",
      order_id: "order_abc",
      amount: 25800,
      name: "Nirmal Home Care",
      checkout_token: "token",
      handler: (response: Record<string, string>) => calls.push(`handler ${response.razorpay_payment_id}`),
      modal: { ondismiss: () => calls.push("dismissed") },
    };
    const Razorpay = window.Razorpay as new (o: typeof options) => { open(): void; on(event: string, cb: (r: { error: { reason: string } }) => void): void };
    const checkout = new Razorpay(options);
    checkout.on("payment.failed", (response) => calls.push(`failed ${response.error.reason}`));
    checkout.open();

    const form = created.find((el) => el.tag === "form")!;
    const frame = created.find((el) => el.tag === "iframe")!;
    expect(form).toMatchObject({
      method: "post",
      action: `${new URL(api.env.API_PUBLIC_URL).origin}/v1/test-gateway/checkout`,
      target: frame.name,
      submitted: true,
    });
    expect(Object.fromEntries(form.children.map((input) => [input.name, input.value]))).toMatchObject({
      key_id: "rzp_test_local",
      order_id: "order_abc",
      amount: "25800",
      checkout_token: "token",
      embed_origin: SHOP,
    });
    expect(created.find((el) => (el.attributes as Record<string, string>).role === "dialog")?.attributes).toMatchObject({ "aria-label": "Checkout" });

    const gatewayOrigin = new URL(api.env.API_PUBLIC_URL).origin;
    // Messages from elsewhere are ignored; the frame's are acted on.
    listeners.message({
      origin: "http://evil.example",
      source: frame.contentWindow,
      data: { event: "payment.success", response: { razorpay_payment_id: "pay_x" } },
    });
    listeners.message({ origin: gatewayOrigin, source: frame.contentWindow, data: { event: "payment.failed", error: { reason: "payment_failed" } } });
    listeners.message({ origin: gatewayOrigin, source: frame.contentWindow, data: { event: "payment.success", response: { razorpay_payment_id: "pay_1" } } });
    expect(calls).toEqual(["failed payment_failed", "handler pay_1"]);
    expect(listeners.message).toBeUndefined();

    // Opened again and closed by its close button: ondismiss.
    checkout.open();
    const close = created.filter((el) => el.tag === "button").at(-1)!;
    (close.onclick as () => void)();
    expect(calls.at(-1)).toBe("dismissed");
  });
});

describe("the local gateway's framed checkout", () => {
  it("is framed by the shop's page alone and offers UPI by app and QR, card, netbanking and failure", async () => {
    const { checkout } = await newCheckout();
    const framed = await gatewayForm("checkout", framedFields(checkout));
    expect(framed.statusCode).toBe(200);
    expect(framed.headers["x-frame-options"]).toBeUndefined();
    expect(framed.headers["content-security-policy"]).toContain(`frame-ancestors ${SHOP}`);
    for (const text of ["PhonePe", "Google Pay", 'aria-label="UPI QR code"', "by card", "by netbanking", "Fail payment"]) expect(framed.body).toContain(text);
    // The hosted page is framed by nobody.
    const { embed_origin: _unused, ...hosted } = framedFields(checkout);
    const page = await gatewayForm("checkout", { ...hosted, callback_url: `${SHOP}/payment_verify` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("lists UPI apps first on a phone and the QR code first on a computer", async () => {
    const { checkout } = await newCheckout();
    const order = (userAgent: string) =>
      gatewayForm("checkout", framedFields(checkout), { "user-agent": userAgent }).then((r) => r.body.indexOf("PhonePe") < r.body.indexOf("UPI QR code"));
    expect(await order("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe(true);
    expect(await order("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36")).toBe(false);
  });

  it("refuses both return ways at once, neither, and an embed origin that is not an origin", async () => {
    const { checkout } = await newCheckout();
    const { embed_origin: _unused, ...neither } = framedFields(checkout);
    expect((await gatewayForm("checkout", { ...framedFields(checkout), callback_url: `${SHOP}/payment_verify` })).statusCode).toBe(400);
    const refusedNeither = await gatewayForm("checkout", neither);
    expect(refusedNeither.statusCode).toBe(400);
    expect(body(refusedNeither)).toMatchObject({ success: false, message: "give either callback_url or embed_origin", error: { code: "validation" } });
    expect((await gatewayForm("checkout", { ...framedFields(checkout), embed_origin: `${SHOP}/path` })).statusCode).toBe(400);
    expect((await gatewayForm("checkout/complete", { order_id: checkout.razorOrder.id, outcome: "success", ...checkout.fields })).statusCode).toBe(400);
  });

  // What a fuzzer sent and got a 500 for: each is refused as bad input, in the API's envelope, by both forms.
  it.each([
    ["__proto__", "__proto__"],
    ["a lone surrogate", "\ud800x"],
    ["a right-to-left mark", `${SHOP}\u200f`],
    ["a right-to-left override", `\u202e${SHOP}`],
    ["a javascript: address", "javascript:alert(1)"],
    ["an empty string", ""],
  ])("answers 400 in the envelope to an embed origin that is %s", async (_, embedOrigin) => {
    const { checkout } = await newCheckout();
    const complete = { order_id: checkout.razorOrder.id, outcome: "success", ...checkout.fields };
    for (const [path, fields] of [
      ["checkout", framedFields(checkout)],
      ["checkout/complete", complete],
    ] as const) {
      // As JSON, so the lone surrogate arrives as it is (a form's encoding would replace it).
      const answers = [
        await api.app.inject({ method: "POST", url: `/v1/test-gateway/${path}`, payload: { ...fields, embed_origin: embedOrigin } }),
        await gatewayForm(path, { ...fields, embed_origin: embedOrigin }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(400);
        expect(body(answer)).toMatchObject({ success: false, message: expect.any(String), error: { code: "validation" } });
      }
    }
    // Nothing was spent: the payer's checkout still completes.
    expect((await gatewayForm("checkout/complete", { ...complete, embed_origin: SHOP })).statusCode).toBe(200);
  });

  it("hands a UPI payment to the shop's page alone, signed as Razorpay signs, and our verify accepts it", async () => {
    const { orderNumber, checkout } = await newCheckout();
    const done = await gatewayForm("checkout/complete", {
      order_id: checkout.razorOrder.id,
      outcome: "success",
      method: "upi",
      via: "PhonePe",
      embed_origin: SHOP,
      ...checkout.fields,
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-security-policy"]).toContain(`frame-ancestors ${SHOP}`);
    expect(done.body).toContain("UPI (PhonePe)");
    const { origin, message } = framedResult(done.body);
    expect(origin).toBe(SHOP);
    expect(message.event).toBe("payment.success");
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = message.response;
    expect(razorpay_order_id).toBe(checkout.razorOrder.id);
    expect(razorpay_signature).toBe(createHmac("sha256", api.env.LOCAL_GATEWAY_SECRET).update(`${razorpay_order_id}|${razorpay_payment_id}`).digest("hex"));
    expect(body(await call("POST", "auth/customer/verifyPayment", message.response)).data).toEqual({ paid: true, orderNumber });
    // The spent checkout is refused, in the frame the payer sees.
    const again = await gatewayForm("checkout/complete", { order_id: checkout.razorOrder.id, outcome: "success", embed_origin: SHOP, ...checkout.fields });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("already completed");
    expect(again.headers["content-security-policy"]).toContain(`frame-ancestors ${SHOP}`);
  });

  it("hands a failure over as checkout.js's error, naming the order and payment", async () => {
    const { checkout } = await newCheckout();
    const done = await gatewayForm("checkout/complete", { order_id: checkout.razorOrder.id, outcome: "failure", embed_origin: SHOP, ...checkout.fields });
    const { message } = framedResult(done.body);
    expect(message).toMatchObject({
      event: "payment.failed",
      error: {
        code: "BAD_REQUEST_ERROR",
        reason: "payment_failed",
        metadata: { order_id: checkout.razorOrder.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
  });
});
