import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@domain/contract";
import { received, type SentMessages } from "@domain/i18n/translate";

/**
 * The storefront's API client against a real HTTP server that answers as the API does when its
 * request limit is reached: a 429 with Retry-After becomes a 429 page that says when to try again,
 * never a 500; a sign-in rule's own 429 stays a refusal with its message.
 */
let server: Server;
let client: typeof import("~/server/api/client.server");
const seen: Record<string, string | undefined> = {};
const SESSION_ID = "S".repeat(43);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/v1/internal/sessions/read") {
      seen.storeAuthorization = req.headers.authorization;
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(
        JSON.stringify({
          success: true,
          message: "Session",
          data: { data: { location: { pincode: "560034", city: "Bengaluru" } }, version: "v1", expiresAt: new Date(Date.now() + 60_000).toISOString() },
        }),
      );
    }
    if (req.url === "/v1/echo") {
      seen.shopper = req.headers["x-shopper-session"] as string | undefined;
      seen.pincode = req.headers.pincode as string | undefined;
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(JSON.stringify({ success: true, message: "OK", data: null }));
    }
    const limited = req.url!.includes("limited");
    res.writeHead(429, { "content-type": "application/json", ...(limited ? { "retry-after": "42" } : {}) });
    res.end(
      JSON.stringify(
        limited
          ? { success: false, message: "Too many requests, please try again in a minute.", error: { code: "rate_limited" } }
          : { success: false, message: "Please wait 37 seconds before requesting a new OTP.", error: { code: "otp_resend_wait" } },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await import("~/server/api/client.server");
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const api = () => client.createApi({ request: new Request("http://shop.test/"), context: {} });

/** Operations this test's server answers, declared as the contract declares the API's. */
const read = (path: string) => endpoint({ method: "GET", path, access: "public", summary: path, response: z.null() });
const echo = read("echo");
const limited = read("limited");
const sendOtp = endpoint({
  method: "POST",
  path: "auth/customer/sendOtpToUser",
  access: "public",
  summary: "A sign-in rule's refusal",
  body: z.object({}),
  response: z.null(),
});

describe("the session", () => {
  it("is read from the API's store by its id, and named to the API by a hash of the id, never the id", async () => {
    const { createCookie } = await import("@remix-run/node");
    const cookie = await createCookie("session", { secrets: ["dev-only-session-secret-not-for-production-use"] }).serialize(SESSION_ID);
    const request = new Request("http://shop.test/", { headers: { cookie: cookie.split(";")[0] } });
    await (await client.createApi({ request, context: {} })).call(echo);
    expect(seen.storeAuthorization).toBe(`Bearer ${process.env.STOREFRONT_API_SECRET}`);
    expect(seen.pincode).toBe("560034");
    expect(seen.shopper).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(seen.shopper).not.toContain(SESSION_ID);
  });
});

describe("the API's 429", () => {
  it("is a 429 page with Retry-After, not a 500", async () => {
    const thrown = await (await api()).call(limited).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(await response.json()).toEqual({ retryAfter: 42, language: "en", messages: [] });
  });

  it("carries the screen's words in a Hindi shopper's language, for when the root loader is the one that failed", async () => {
    const request = new Request("http://shop.test/", { headers: { "accept-language": "hi-IN,hi;q=0.9" } });
    const thrown = await (await client.createApi({ request, context: {} })).call(limited).catch((e: unknown) => e);
    const body = (await (thrown as Response).json()) as { language: string; messages: SentMessages };
    expect(body.language).toBe("hi");
    expect(received([body.messages])["Too many requests"]).toBe("बहुत ज़्यादा अनुरोध");
  });

  it("of a sign-in rule stays that rule's refusal, with its message", async () => {
    const thrown = await (await api()).call(sendOtp, { body: {} }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(client.ApiFailure);
    expect((thrown as InstanceType<typeof client.ApiFailure>).message).toBe("Please wait 37 seconds before requesting a new OTP.");
  });
});
