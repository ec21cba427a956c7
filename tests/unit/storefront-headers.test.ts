import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../../server/storefront/headers";

/**
 * The storefront's security headers under production HTTPS settings (COOKIE_SECURE=true), over real
 * HTTP: each header the MDN HTTP Observatory grades, and a CSP nonce that is new for every response.
 */
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ secure: true, checkoutOrigin: "https://api.razorpay.com", checkoutScriptOrigin: "https://checkout.razorpay.com", push: false }));
  app.get("/", (_req, res) => res.type("html").send(`<p>nonce ${res.locals.cspNonce}</p>`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("storefront security headers (production, https)", () => {
  it("sends a strict CSP whose script nonce is this response's", async () => {
    const response = await fetch(base);
    const csp = directives(response.headers.get("content-security-policy")!);
    const nonce = (await response.text()).match(/nonce (\S+)</)![1];
    expect(csp["script-src"]).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "https://checkout.razorpay.com"]);
    // Razorpay's checkout.js comes from checkout.razorpay.com and opens its checkout in a frame from api.razorpay.com.
    expect(csp["frame-src"]).toEqual(["'self'", "https://checkout.razorpay.com", "https://api.razorpay.com"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["form-action"]).toEqual(["'self'", "https://api.razorpay.com"]);
    expect(csp["style-src"]).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["worker-src"]).toEqual(["'self'"]);
    expect(csp).toHaveProperty("upgrade-insecure-requests");
    expect(JSON.stringify(csp)).not.toContain("unsafe");
  });

  it("makes a new nonce for every response", async () => {
    const [a, b] = await Promise.all([fetch(base), fetch(base)]);
    expect(a.headers.get("content-security-policy")).not.toBe(b.headers.get("content-security-policy"));
  });

  it("sends HSTS, COOP, CORP, Referrer-Policy, nosniff and no framing", async () => {
    const { headers } = await fetch(base);
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("x-powered-by")).toBeNull();
  });

  it("sends no HSTS and no upgrade over plain http (the local demo), frames only the local gateway; with web push, lets the browser reach FCM", async () => {
    const app = express();
    app.use(securityHeaders({ secure: false, checkoutOrigin: "http://127.0.0.1:4000", checkoutScriptOrigin: "http://127.0.0.1:4000", push: true }));
    app.get("/", (_req, res) => res.send("ok"));
    const local = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => local.once("listening", resolve));
    const response = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}`);
    local.close();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self' http://127.0.0.1:4000");
    // The local test gateway serves both the script and its checkout frame.
    expect(response.headers.get("content-security-policy")).toContain("frame-src 'self' http://127.0.0.1:4000;");
    expect(response.headers.get("content-security-policy")).toContain(
      "connect-src 'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com",
    );
  });
});
