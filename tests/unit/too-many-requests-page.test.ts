import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The storefront's page for the API's request limit, rendered by the storefront itself (its Remix
 * build, from vite.config.ts) against an API that answers every call but the session's with its 429:
 * the page's own answer carries Retry-After, and its words say the same wait, in English and Hindi.
 */
let api: Server;
let vite: ViteDevServer;
let handle: ReturnType<typeof createRequestHandler>;
let retryAfter = "291";

beforeAll(async () => {
  api = createHttpServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url?.startsWith("/v1/internal/sessions/read")) {
      res.writeHead(200);
      return void res.end(
        JSON.stringify({ success: true, message: "Session", data: { data: {}, version: "v1", expiresAt: new Date(Date.now() + 60_000).toISOString() } }),
      );
    }
    if (req.url?.startsWith("/v1/internal/")) return void res.writeHead(200).end(JSON.stringify({ success: true, message: "OK", data: null }));
    // As the API's @fastify/rate-limit answers: the seconds left of the window in both headers.
    res.writeHead(429, { "retry-after": retryAfter, "x-ratelimit-reset": retryAfter });
    res.end(JSON.stringify({ success: false, message: "Too many requests, please try again in a minute.", error: { code: "rate_limited" } }));
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // vite.config.ts leaves the Remix plugin out under Vitest; this test needs the storefront as it is built.
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  try {
    vite = await createViteServer({ configFile: "vite.config.ts", server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
  } finally {
    process.env.VITEST = vitest;
  }
  handle = createRequestHandler((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild, "production");
}, 120_000);
afterAll(async () => {
  await vite?.close();
  await new Promise((resolve) => api.close(resolve));
});

const page = async (language = "en") => {
  const response = await handle(new Request("http://shop.test/", { headers: { "accept-language": language } }), { cspNonce: "test" });
  return { response, text: (await response.text()).replace(/<!-- -->/g, "") };
};

describe("the storefront's 429 page", () => {
  it("sends Retry-After with the API's wait and says that wait, in minutes when it is minutes", async () => {
    retryAfter = "291";
    const { response, text } = await page();
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("291");
    expect(text).toContain("Too many requests");
    expect(text).toContain("Please try again in 5 minutes.");
  });

  it("says seconds when the wait is under two minutes", async () => {
    retryAfter = "42";
    const { response, text } = await page();
    expect(response.headers.get("retry-after")).toBe("42");
    expect(text).toContain("Please try again in 42 seconds.");
  });

  it("says it in Hindi to a Hindi shopper", async () => {
    retryAfter = "291";
    const { response, text } = await page("hi-IN,hi;q=0.9");
    expect(response.headers.get("retry-after")).toBe("291");
    expect(text).toContain("कृपया 5 मिनट बाद फिर से कोशिश करें।");
  });
});
