import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/api/services/account/tokens";
import { body, startApi, type Harness } from "./harness";

/**
 * General rate limits (issue 13, decision 006): per customer when signed in, per storefront session
 * for guests, with a higher ceiling per address; shared through Redis when REDIS_URL is set; Redis
 * away fails open.
 */
const showCoupon = (api: Harness, headers: Record<string, string>) => api.app.inject({ method: "GET", url: "/v1/auth/customer/showCoupon", headers });
const getProfile = (api: Harness, token: string, ip: string) =>
  api.app.inject({ method: "GET", url: "/v1/api/customer/getProfile", headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip } });
const session = () => randomBytes(18).toString("base64url");
const address = () => `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;

async function newCustomer(api: Harness, phoneNumber: string) {
  const row = await api.db
    .insertInto("customer")
    .values({ phone_number: phoneNumber, first_name: "Rate", last_name: "Limit" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await issueToken(api.db, api.env, row.id, { deviceType: "web" })).token;
}

describe("in memory", () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_MAX: "3", RATE_LIMIT_MAX_PER_ADDRESS: "10" });
  });
  afterAll(() => api.close());

  it("counts a signed-in customer as one shopper, whatever their address", { timeout: 60_000 }, async () => {
    const [x, y] = [await newCustomer(api, "9833300001"), await newCustomer(api, "9833300002")];
    for (let i = 0; i < 3; i++) expect((await getProfile(api, x, "203.0.113.50")).statusCode).toBe(200);
    const limited = await getProfile(api, x, "203.0.113.50");
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toMatchObject({ success: false, error: { code: "rate_limited" } });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await getProfile(api, x, "203.0.113.51")).statusCode).toBe(429);
    // Another customer behind the same address has their own budget.
    expect((await getProfile(api, y, "203.0.113.50")).statusCode).toBe(200);
  });

  it("counts guests by their storefront session, and by address without one", async () => {
    const ip = "203.0.113.60";
    const one = session();
    for (let i = 0; i < 3; i++) expect((await showCoupon(api, { "x-forwarded-for": ip, "x-shopper-session": one })).statusCode).toBe(200);
    expect((await showCoupon(api, { "x-forwarded-for": ip, "x-shopper-session": one })).statusCode).toBe(429);
    expect((await showCoupon(api, { "x-forwarded-for": ip, "x-shopper-session": session() })).statusCode).toBe(200);
    const bare = "203.0.113.61";
    for (let i = 0; i < 3; i++) expect((await showCoupon(api, { "x-forwarded-for": bare })).statusCode).toBe(200);
    expect((await showCoupon(api, { "x-forwarded-for": bare })).statusCode).toBe(429);
    // A session header that is not an opaque id counts as none.
    expect((await showCoupon(api, { "x-forwarded-for": bare, "x-shopper-session": "x" })).statusCode).toBe(429);
  });

  it("stops one address at its own, higher ceiling, however many sessions it makes up", async () => {
    const ip = "203.0.113.70";
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await showCoupon(api, { "x-forwarded-for": ip, "x-shopper-session": session() })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });
});

describe("the refusal's wait", () => {
  it("is the window's true remaining time, in Retry-After and X-RateLimit-Reset", async () => {
    const api = await startApi({ RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW: "5 minutes" });
    try {
      const headers = { "x-shopper-session": session(), "x-forwarded-for": address() };
      expect((await showCoupon(api, headers)).statusCode).toBe(200);
      const limited = await showCoupon(api, headers);
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers["retry-after"]);
      // Five minutes less the moments since the first call: not "a minute", not ten seconds.
      expect(seconds).toBeGreaterThan(240);
      expect(seconds).toBeLessThanOrEqual(300);
      expect(limited.headers["x-ratelimit-reset"]).toBe(String(seconds));
    } finally {
      await api.close();
    }
  });
});

describe("with Redis", () => {
  it("shares the counters between two API processes", { timeout: 60_000 }, async () => {
    const settings = { REDIS_URL: "redis://127.0.0.1:6379", RATE_LIMIT_MAX: "3", RATE_LIMIT_MAX_PER_ADDRESS: "1000" };
    const [one, two] = [await startApi(settings), await startApi(settings)];
    try {
      const headers = { "x-forwarded-for": address(), "x-shopper-session": session() };
      expect((await showCoupon(one, headers)).statusCode).toBe(200);
      expect((await showCoupon(two, headers)).statusCode).toBe(200);
      expect((await showCoupon(one, headers)).statusCode).toBe(200);
      expect((await showCoupon(two, headers)).statusCode).toBe(429);
      expect((await showCoupon(one, headers)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("answers without counting when Redis cannot be reached (fails open)", { timeout: 60_000 }, async () => {
    const api = await startApi({ REDIS_URL: "redis://127.0.0.1:9", RATE_LIMIT_MAX: "1" });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await showCoupon(api, { "x-forwarded-for": "203.0.113.80" });
        expect(res.statusCode).toBe(200);
        expect(body(res).success).toBe(true);
      }
    } finally {
      await api.close();
    }
  });
});
