import { afterAll, beforeAll, expect, it } from "vitest";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { placeCodOrder, shopperWithAddress } from "./shoppers";
import { startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * What the API writes to its log (docs/operations.md#logs): JSON lines, each request's with its id, and
 * none of a shopper's secrets or personal data, even at debug level: not their mobile number, the code
 * sent to it, their token, their name or address, nor the operator's or the storefront's secrets.
 */
const lines: string[] = [];
let api: Harness;
let sms: SmsGateway;

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, OUTBOX_POLL_MS: "50" }, { logger: { level: "debug", stream: { write: (line: string) => lines.push(line) } } });
});
afterAll(async () => {
  await api.close();
  await sms.close();
});

it("is JSON lines with request ids, and holds no number, code, token, name or address of a shopper", async () => {
  const phone = "9822455501";
  const shopper = await shopperWithAddress(api, sms, phone, { firstName: "Zarinabanu", apartment: "Gulmohar Residency" });
  const code = sms.lastCode(phone);
  const orderId = await placeCodOrder(api, shopper, { "Lemon-Dishwash-Gel-500-ml": 1 }, "logs-test-order-0123456789");
  const operator = operatorCall(api);
  for (const status of ["accepted", "on-the-way", "delivered"])
    expect((await operator("api/admin/updateOrderStatus", { orderId, status })).statusCode).toBe(200);
  // A refused sign-in, whose body the error handler sees.
  expect(body(await api.app.inject({ method: "POST", url: "/v1/auth/customer/verifyOtp", payload: { phoneNumber: phone, otp: "000000" } })).success).toBe(
    false,
  );

  expect(lines.length).toBeGreaterThan(20);
  const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
  expect(entries.filter((entry) => entry.msg === "request completed").every((entry) => typeof entry.reqId === "string")).toBe(true);
  const log = lines.join("");
  for (const secret of [shopper.token, "Zarinabanu", "Gulmohar", api.env.OPERATOR_TOKEN, api.env.STOREFRONT_API_SECRET])
    expect(log, `the log holds ${secret}`).not.toContain(secret);
  // Digits on their own, not inside a longer number or word (a timestamp, a duration, an id's hex).
  for (const digits of [phone, `91${phone}`, phone.slice(-8), code])
    expect(log, `the log holds ${digits}`).not.toMatch(new RegExp(`(?<![\\w.])${digits}(?!\\w)`));
});
