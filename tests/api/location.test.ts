import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startApi, type Harness } from "./harness";

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const check = (payload: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  api.app.inject({
    method: "POST",
    url: "/v1/auth/customer/checkServiceableableArea",
    headers,
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

describe("POST /v1/auth/customer/checkServiceableableArea", () => {
  it("answers the pincode and its city for an active area, and records the ask", async () => {
    const res = await check({ pincode: "560034", ipAddress: "203.0.113.7", customerId: null });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      success: true,
      message: expect.any(String),
      data: { pincode: "560034", area: { city: "Bengaluru", areaName: "Koramangala", state: "Karnataka" } },
    });
    const asked = await api.db.selectFrom("location_check").selectAll().where("pincode", "=", "560034").execute();
    expect(asked).toMatchObject([{ ip_address: "203.0.113.7", serviceable: true }]);
  });

  it.each([
    ["a short pincode", { pincode: "56003" }, "Pincode should be 6 digits"],
    ["letters", { pincode: "56o034" }, "Pincode should be 6 digits"],
    ["seven digits", { pincode: "5600341" }, "Pincode should be 6 digits"],
    ["an empty pincode", { pincode: "" }, "Please enter pincode"],
    ["no pincode", {}, "Please enter pincode"],
    ["a number instead of text", { pincode: 560034 }, "Please enter pincode"],
  ])("refuses %s with 400 and the field's message", async (_, payload, message) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ success: false, message, error: { code: "validation", fields: { pincode: message } } });
  });

  it.each([
    ["unknown", "999999"],
    ["inactive", "411057"],
  ])("refuses an %s pincode with 404 and a message for the shopper", async (_, pincode) => {
    const res = await check({ pincode });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({
      success: false,
      message: expect.stringContaining("We are not delivering at this pincode"),
      error: { code: "not_serviceable" },
    });
  });

  it("answers 400, never 500, to malformed JSON, a non-object body and an oversize body", async () => {
    for (const payload of ['{"pincode":', "[1,2]", "null", `{"pincode":"${"1".repeat(200_000)}"}`]) {
      const res = await check(payload);
      expect(res.statusCode, payload.slice(0, 20)).toBe(400);
      expect(body(res)).toMatchObject({ success: false, error: { code: expect.stringMatching(/invalid_body|body_too_large|validation/) } });
    }
  });

  it("refuses a body that is not JSON with 415 in the envelope", async () => {
    const res = await check("pincode=560034", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.statusCode).toBe(415);
    expect(body(res)).toMatchObject({ success: false, error: { code: "unsupported_media_type" } });
  });
});

describe("GET /v1/auth/customer/getNearestServiceableArea", () => {
  it("turns a position into the nearest active area within the radius", async () => {
    const res = await api.app.inject({ url: "/v1/auth/customer/getNearestServiceableArea?latitude=12.936&longitude=77.626" });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ pincode: "560034", area: { city: "Bengaluru" } });
  });

  it("never answers an inactive area", async () => {
    // Right on Hinjewadi (411057, inactive): the nearest active area is Baner.
    const res = await api.app.inject({ url: "/v1/auth/customer/getNearestServiceableArea?latitude=18.5912&longitude=73.7389" });
    expect(body(res).data.pincode).toBe("411045");
  });

  it("says so when nothing is served nearby", async () => {
    const res = await api.app.inject({ url: "/v1/auth/customer/getNearestServiceableArea?latitude=26.9124&longitude=75.7873" });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, error: { code: "not_serviceable" } });
  });

  it("refuses positions that are not coordinates", async () => {
    for (const query of ["latitude=abc&longitude=77", "latitude=91&longitude=77", "longitude=77"]) {
      const res = await api.app.inject({ url: `/v1/auth/customer/getNearestServiceableArea?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe("GET /v1/api/admin/getActiveAreaList", () => {
  it("lists only active areas, with their count", async () => {
    const res = await api.app.inject({ url: "/v1/api/admin/getActiveAreaList" });
    const { list, count } = body(res).data;
    expect(count).toBe(list.length);
    expect(count).toBeGreaterThanOrEqual(40);
    expect(new Set(list.map((a: { city: string }) => a.city)).size).toBeGreaterThanOrEqual(6);
    expect(list.map((a: { code: string }) => a.code)).not.toContain("411057");
    expect(list.every((a: { active: boolean }) => a.active)).toBe(true);
  });
});

describe("the v1 surface", () => {
  it("answers unknown paths with 404 in the envelope", async () => {
    const res = await api.app.inject({ url: "/v1/no/such/path" });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, error: { code: "not_found" } });
  });

  it("reports health with the database checked", async () => {
    const res = await api.app.inject({ url: "/v1/health" });
    expect(body(res)).toEqual({ success: true, message: "OK", data: { status: "ok", database: "ok" } });
  });

  it("publishes an OpenAPI document naming every route", async () => {
    const doc = body(await api.app.inject({ url: "/v1/docs/openapi.json" }));
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v1/auth/customer/checkServiceableableArea",
        "/v1/auth/customer/getNearestServiceableArea",
        "/v1/api/admin/getActiveAreaList",
        "/v1/health",
      ]),
    );
  });

  it("sends security headers and a request id", async () => {
    const res = await api.app.inject({ url: "/v1/health", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("replaces a request id that is long or holds anything but letters, digits and . _ : -", async () => {
    for (const given of ["x".repeat(129), "a b", '{"injected":true}']) {
      const res = await api.app.inject({ url: "/v1/health", headers: { "x-request-id": given } });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it("rate limits public calls per client address", async () => {
    const limited = await startApi({ RATE_LIMIT_MAX: "3" });
    try {
      const hit = (ip: string) => limited.app.inject({ url: "/v1/api/admin/getActiveAreaList", headers: { "x-forwarded-for": ip } });
      for (let i = 0; i < 3; i++) expect((await hit("198.51.100.1")).statusCode).toBe(200);
      const refused = await hit("198.51.100.1");
      expect(refused.statusCode).toBe(429);
      expect(body(refused)).toMatchObject({ success: false, error: { code: "rate_limited" } });
      expect((await hit("198.51.100.2")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
