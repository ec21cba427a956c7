import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import type { Harness } from "./harness";

/**
 * A stand-in for Fast2SMS on 127.0.0.1 (random port): it records exactly what the API sends and
 * answers as the gateway does, so tests read the code the shopper would get by SMS.
 */
export type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export async function startSmsGateway() {
  const received: Received[] = [];
  let failNext = false;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({ method: req.method!, path: req.url!, headers: req.headers, body: JSON.parse(raw || "{}") });
      res.setHeader("content-type", "application/json");
      // A fresh connection for every request: on a loaded machine a kept-alive socket can be closed by
      // this server's idle timer just as the API reuses it, and the send then fails for no reason of ours.
      res.setHeader("connection", "close");
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ return: false, status_code: 412, message: "Invalid Authentication, Check Authorization Key" }));
        return;
      }
      res.end(JSON.stringify({ return: true, request_id: `req-${received.length}`, message: ["SMS sent successfully."] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    /** Settings that point the API's Fast2SMS adapter here. */
    env: {
      SMS_PROVIDER: "fast2sms",
      FAST2SMS_URL: `http://127.0.0.1:${port}/dev/bulkV2`,
      FAST2SMS_API_KEY: "test-api-key",
      FAST2SMS_SENDER_ID: "NIRMAL",
      FAST2SMS_DLT_MESSAGE_ID: "171234",
    },
    /** The code in the last SMS to a number. */
    lastCode(phoneNumber: string): string {
      const sms = received.filter((r) => r.body.numbers === phoneNumber).at(-1);
      if (!sms) throw new Error(`no SMS was sent to ${phoneNumber}`);
      return String(sms.body.variables_values);
    },
    failNextRequest() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;

/** JSON POST/PUT/DELETE/GET through app.inject, with an optional customer token and client address. */
export function caller(api: Harness) {
  return (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: unknown, options: { token?: string; ip?: string } = {}) =>
    api.app.inject({
      method,
      url: `/v1/${path}`,
      headers: {
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        "x-forwarded-for": options.ip ?? "203.0.113.10",
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
}

/** Lets time pass for a number's codes by moving their timestamps back, as the clock would. */
export async function ageCodes(api: Harness, phoneNumber: string, seconds: number) {
  await api.db
    .updateTable("otp_code")
    .set({
      created_at: sql`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
    })
    .where("phone_number", "=", phoneNumber)
    .execute();
}

/** Registers a new customer the way the storefront does: code, verify, register. Answers the token and id. */
export async function signUp(api: Harness, gateway: SmsGateway, phoneNumber: string, names = { firstName: "Asha", lastName: "Verma" }) {
  const call = caller(api);
  const sent = await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "register" });
  if (sent.statusCode !== 200) throw new Error(`sendOtpToUser: ${sent.body}`);
  const verified = await call("POST", "auth/customer/verifyOtp", { phoneNumber, otp: gateway.lastCode(phoneNumber) });
  const { verificationToken } = JSON.parse(verified.body).data;
  const registered = await call("POST", "auth/customer/register", { phoneNumber, ...names, email: "", verificationToken, deviceType: "web" });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const { id, token } = JSON.parse(registered.body).data as { id: string; token: string };
  return { id, token };
}
