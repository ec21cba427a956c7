import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The storefront's session (app/server/session.server.ts) against a stand-in of the API's session
 * store that keeps sessions as the API does: by id, each save a new version, 404 once ended. A
 * request that read a session before it ended elsewhere (a sign-out on another tab, or a sign-in
 * that renewed it) and saves after must answer no cookie: the ended id would replace the browser's
 * newer cookie, and the shopper would lose their location and sign-in.
 */
const stored = new Map<string, { data: unknown; version: number }>();
let server: Server;
let sessions: typeof import("../../app/server/session.server");

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      const body = (text ? JSON.parse(text) : {}) as { id?: string; data?: unknown };
      const answer = (status: number, data: unknown = null) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(status === 200 ? { success: true, message: "", data } : { success: false, message: "No live session with this id" }));
      };
      const session = body.id ? stored.get(body.id) : undefined;
      switch (req.url) {
        case "/v1/internal/sessions/create": {
          const id = randomBytes(32).toString("base64url");
          stored.set(id, { data: body.data, version: 1 });
          return answer(200, { id, version: "1" });
        }
        case "/v1/internal/sessions/read":
          return session
            ? answer(200, { data: session.data, version: String(session.version), expiresAt: new Date(Date.now() + 60_000).toISOString() })
            : answer(404);
        case "/v1/internal/sessions/update":
          if (!session) return answer(404);
          session.data = body.data;
          return answer(200, { version: String(++session.version) });
        case "/v1/internal/sessions/delete":
          stored.delete(body.id ?? "");
          return answer(200, {});
        default:
          return answer(404);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sessions = await import("../../app/server/session.server");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (cookie?: string) => new Request("http://shop.test/cart", { headers: cookie ? { cookie } : {} });
const cookieOf = (headers: Headers) => headers.get("set-cookie")?.split(";")[0];

/** A browser's session with a delivery location, as the location form leaves it. */
async function withLocation(): Promise<string> {
  const session = await sessions.getSession(request());
  session.set("location", { pincode: "560034", city: "Bengaluru" });
  const cookie = cookieOf(await sessions.commit(session));
  expect(cookie).toMatch(/^session=/);
  return cookie!;
}

describe("saving a session", () => {
  it("answers the cookie of its new version while the session lives", async () => {
    const cookie = await withLocation();
    const session = await sessions.getSession(request(cookie));
    expect(session.get("location")?.pincode).toBe("560034");
    const next = cookieOf(await sessions.commit(session));
    expect(next).toMatch(/^session=/);
    expect(next).not.toBe(cookie);
  });

  it("answers no cookie when the session ended while the request was under way, so the renewed one stays", async () => {
    const cookie = await withLocation();
    const late = await sessions.getSession(request(cookie));
    const ending = await sessions.getSession(request(cookie));
    const renewed = cookieOf(await sessions.commit(ending, undefined, { renew: true }));
    expect(renewed).toMatch(/^session=/);
    expect(renewed).not.toBe(cookie);

    late.set("language", "hi");
    const headers = await sessions.commit(late, { "cache-control": "no-store" });
    expect(headers.get("set-cookie")).toBeNull();
    expect(headers.get("cache-control")).toBe("no-store");
    // The renewed session kept the location.
    expect((await sessions.getSession(request(renewed))).get("location")?.city).toBe("Bengaluru");
  });
});
