import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The storefront's API client against a real HTTP server that answers as the API does when its
 * request limit is reached: a 429 with Retry-After becomes a 429 page that says when to try again,
 * never a 500; a sign-in rule's own 429 stays a refusal with its message.
 */
let server: Server;
let client: typeof import("~/utils/api.server");

beforeAll(async () => {
  server = createServer((req, res) => {
    const limited = req.url!.includes("limited");
    res.writeHead(429, { "content-type": "application/json", ...(limited ? { "retry-after": "42" } : {}) });
    res.end(JSON.stringify(limited
      ? { success: false, message: "Too many requests, please try again in a minute.", error: { code: "rate_limited" } }
      : { success: false, message: "Please wait 37 seconds before requesting a new OTP.", error: { code: "otp_resend_wait" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await import("~/utils/api.server");
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const api = () => client.createApi({ request: new Request("http://shop.test/"), context: {} });

describe("the API's 429", () => {
  it("is a 429 page with Retry-After, not a 500", async () => {
    const thrown = await (await api()).call("GET", "limited").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(await response.json()).toEqual({ retryAfter: 42 });
  });

  it("of a sign-in rule stays that rule's refusal, with its message", async () => {
    const thrown = await (await api()).call("POST", "auth/customer/sendOtpToUser", { body: {} }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(client.ApiFailure);
    expect((thrown as InstanceType<typeof client.ApiFailure>).message).toBe("Please wait 37 seconds before requesting a new OTP.");
  });
});
