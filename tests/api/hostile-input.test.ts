import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../server/api/services/account/tokens";
import { body, startApi, type Harness } from "./harness";

/** Input the API must refuse in its envelope, never with a 500 or a bare answer from Node (issue 13). */
let api: Harness;
let port: number;

beforeAll(async () => {
  api = await startApi();
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  port = (api.app.server.address() as AddressInfo).port;
});
afterAll(() => api.close());

/** Sends raw bytes over one connection; answers everything the server wrote and how the connection ended. */
function raw(request: string): Promise<{ text: string; ended: "closed" | "reset" }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk) => (text += chunk));
    socket.on("error", () => resolve({ text, ended: "reset" }));
    socket.on("close", (hadError) => resolve({ text, ended: hadError ? "reset" : "closed" }));
    socket.write(request);
  });
}
const envelopeOf = (text: string) => JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));

describe("oversize requests", () => {
  it("answers an address over 8 KB with 414 in the envelope", async () => {
    const answer = await raw(`GET /v1/auth/customer/getProductDetails?id=${"a".repeat(10_000)} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
    expect(answer.text).toMatch(/^HTTP\/1.1 414 /);
    expect(answer.text.toLowerCase()).toContain("connection: close");
    expect(envelopeOf(answer.text)).toMatchObject({ success: false, error: { code: "uri_too_long" } });
    expect(answer.ended).toBe("closed");
  });

  it("answers a head Node refuses (40 KB address) with 431 in the envelope and closes without a reset", async () => {
    const answer = await raw(`GET /v1/health?q=${"a".repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.text).toMatch(/^HTTP\/1.1 431 /);
    expect(envelopeOf(answer.text)).toMatchObject({ success: false, error: { code: "request_too_large" } });
    expect(answer.ended).toBe("closed");
  });

  it("answers a request Node cannot parse with 400 in the envelope", async () => {
    const answer = await raw(`GET /v1/health HTTP/1.1\r\nHost: x\r\nBad\u0000Header: 1\r\n\r\n`);
    expect(answer.text).toMatch(/^HTTP\/1.1 400 /);
    expect(envelopeOf(answer.text)).toMatchObject({ success: false, error: { code: "bad_request" } });
  });
});

describe("NUL characters", () => {
  it("refuses U+0000 in a body, a query or a path with 400 naming the field", async () => {
    const inBody = await api.app.inject({
      method: "POST",
      url: "/v1/auth/customer/getCms",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ key: "tc\u0000" }),
    });
    expect(inBody.statusCode).toBe(400);
    expect(body(inBody)).toEqual({
      success: false,
      message: "key must not contain a NUL character (U+0000).",
      error: { code: "validation", fields: { key: "key must not contain a NUL character (U+0000)." } },
    });
    const inQuery = await api.app.inject({ url: "/v1/auth/customer/getProductDetails?id=Lemon%00" });
    expect(inQuery.statusCode).toBe(400);
    expect(body(inQuery).error.fields).toHaveProperty("id");
    const nested = await api.app.inject({
      method: "POST",
      url: "/v1/auth/customer/verifyPayment",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ error: { metadata: { order_id: "order_\u0000" } } }),
    });
    expect(body(nested).error.fields).toHaveProperty(["error.metadata.order_id"]);
  });
});

describe("deeply nested input", () => {
  /** `{"a":{"a":…"x"…}}`, `depth` objects deep, written out as text (no recursion builds it). */
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${"}".repeat(depth)}`;

  it("refuses a body nested 5,000 levels deep with 400 in the envelope on every operation with a JSON body", { timeout: 60_000 }, async () => {
    const customer = await api.db
      .insertInto("customer")
      .values({ phone_number: "9844400213", first_name: "Deep", last_name: "Nest" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = (await issueToken(api.db, api.env, customer.id, { deviceType: "web" })).token;
    type Operation = { requestBody?: { content: Record<string, unknown> } };
    const document = body(await api.app.inject({ url: "/v1/docs/openapi.json" })) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content["application/json"])
        // The webhook's body is the provider's, checked against its signature as raw bytes before it is read.
        .filter(() => !path.startsWith("/v1/webhooks/"))
        .map(([method]) => ({ method: method.toUpperCase() as "POST", path })),
    );
    expect(operations.length).toBeGreaterThan(20);
    // Each scope takes its own credential (a customer's token, the operator's, the storefront's secret): the first one it accepts.
    const credentials = [token, api.env.OPERATOR_TOKEN, api.env.STOREFRONT_API_SECRET];
    const answers = [];
    for (const { method, path } of operations) {
      for (const credential of credentials) {
        const response = await api.app.inject({
          method,
          url: path.replace(/\{[^}]+\}/g, "1"),
          headers: { "content-type": "application/json", authorization: `Bearer ${credential}`, pincode: "560034" },
          payload: nested(5_000),
        });
        if (response.statusCode === 401 && credential !== credentials.at(-1)) continue;
        answers.push({ operation: `${method} ${path}`, status: response.statusCode, body: body(response) });
        break;
      }
    }
    const expected = {
      status: 400,
      body: { success: false, message: "The request body is nested too deeply (more than 32 levels).", error: { code: "too_deep" } },
    };
    expect(answers).toEqual(answers.map(({ operation }) => ({ operation, ...expected })));
  });

  it("still reads a body nested within the limit", async () => {
    const inLimit = await api.app.inject({
      method: "POST",
      url: "/v1/auth/customer/getCms",
      headers: { "content-type": "application/json" },
      payload: `{"key":"tc","x":${nested(30)}}`,
    });
    expect(inLimit.statusCode).toBe(200);
    // NUL is still found at any depth within the limit, and named by its path.
    const nul = await api.app.inject({
      method: "POST",
      url: "/v1/auth/customer/getCms",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ key: "tc", x: [{ a: [1, "b\u0000"] }] }),
    });
    expect(body(nul).error.fields).toHaveProperty(["x.0.a.1"]);
  });

  it("answers a query whose key is bracketed 2,000 levels deep below 500, in the envelope", async () => {
    // The query parser does not nest keys (a[a][a]… stays one flat key), and an address over 8 KB is refused anyway.
    const response = await api.app.inject({ url: `/v1/auth/customer/getProductDetails?${"a".concat("[a]".repeat(2_000))}=1&id=x` });
    expect(response.statusCode).toBeLessThan(500);
    expect(body(response)).toMatchObject({ success: false, error: { code: expect.any(String) } });
  });
});
