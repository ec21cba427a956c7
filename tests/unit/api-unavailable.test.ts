import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as catalogue from "@domain/catalogue/endpoints";
import { received, type SentMessages } from "@domain/i18n/translate";

/**
 * The storefront's one API client (app/server/api/client.server.ts) against a stand-in API that answers as the v1
 * API does while its database is away: a page load becomes a 503 Response the root ErrorBoundary
 * shows as a page with the API's message; a form post keeps the ApiFailure its form shows.
 */
const MESSAGE = "We can't reach our store right now. Please try again in a few seconds.";
let server: Server;
let client: typeof import("../../app/server/api/client.server");

beforeAll(async () => {
  server = createServer((_, res) => {
    res.writeHead(503, { "content-type": "application/json", "retry-after": "5" });
    res.end(JSON.stringify({ success: false, message: MESSAGE, error: { code: "service_unavailable" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await import("../../app/server/api/client.server");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = (method: string) => client.createApi({ request: new Request("http://shop.test/product_list/prefill/all", { method }), context: {} as never });

describe("the API answering 503", () => {
  it("turns a page load into a 503 page with the API's message and Retry-After", async () => {
    const thrown = await (await api("GET")).call(catalogue.getCms, { body: { key: "tc" } }).catch((e: unknown) => e);
    expect(client.isUnavailable(thrown)).toBe(true);
    const response = thrown as Response;
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ message: MESSAGE, language: "en", messages: [] });
  });

  it("carries the screen's words in a Hindi shopper's language, for when the root loader is the one that failed", async () => {
    const request = new Request("http://shop.test/product_list/prefill/all", { headers: { "accept-language": "hi-IN" } });
    const thrown = await (await client.createApi({ request, context: {} as never })).call(catalogue.getCms, { body: { key: "tc" } }).catch((e: unknown) => e);
    const body = (await (thrown as Response).json()) as { language: string; messages: SentMessages };
    expect(body.language).toBe("hi");
    expect(received([body.messages])["We'll be right back"]).toBe("हम जल्द ही वापस आएँगे");
  });

  it("gives a form post the API's message to show", async () => {
    const thrown = await (await api("POST")).call(catalogue.getCms, { body: { key: "tc" } }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(client.ApiFailure);
    expect(thrown).toMatchObject({ status: 503, code: "service_unavailable", message: MESSAGE });
  });
});
