import { createServer, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@domain/contract";

/** A public catalogue read of this test's server, declared as the contract declares the API's. */
const listAt = (path: string) => endpoint({ method: "GET", path, access: "public", summary: path, response: z.object({ list: z.array(z.string()) }) });

/**
 * What a storefront process keeps, against a real HTTP server that answers as the API does
 * (docs/decisions/020): a session is read once per version the cookie names and reused while no
 * session has ended; a catalogue answer is reused unasked while no catalogue change is heard, and
 * checked with its ETag otherwise, and once its Expires has come. While the change stream is down,
 * everything is asked again.
 */
let server: Server;
let stream: ServerResponse | undefined;
const asked: string[] = [];
const session = { version: "v1", data: { location: { pincode: "560034", city: "Bengaluru" } } as Record<string, unknown> };
let catalogueEtag = '"c1"';
let storage: typeof import("~/server/session.server");
let client: typeof import("~/server/api/client.server");
let changes: (typeof import("~/server/changes.server"))["changes"];
const SESSION_ID = "S".repeat(43);

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const json = (data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(200, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify({ success: true, message: "OK", data }));
      };
      if (req.url === "/v1/internal/changes") {
        stream = res;
        res.writeHead(200, { "content-type": "text/event-stream" });
        return void res.write("event: ready\ndata: {}\n\n");
      }
      asked.push(`${req.url} ${req.headers["if-none-match"] ?? ""}`.trim());
      if (req.url === "/v1/internal/sessions/read") return json({ ...session, expiresAt: new Date(Date.now() + 60_000).toISOString() });
      if (req.url === "/v1/internal/sessions/update") {
        session.version = `v${Number(session.version.slice(1)) + 1}`;
        session.data = JSON.parse(Buffer.concat(chunks).toString()).data;
        return json({ version: session.version });
      }
      if (req.url === "/v1/offers-ended" || req.url === "/v1/offers-later") {
        // Offers whose list changes by the clock: one a second ago (so now), or in a day.
        const expires = new Date(Date.now() + (req.url.endsWith("ended") ? -1000 : 86_400_000)).toUTCString();
        if (req.headers["if-none-match"] === '"o1"') return void res.writeHead(304, { etag: '"o1"', expires }).end();
        return json({ list: ["o1"] }, { etag: '"o1"', expires });
      }
      if (req.url === "/v1/catalogue") {
        if (req.headers["if-none-match"] === catalogueEtag) return void res.writeHead(304, { etag: catalogueEtag }).end();
        return json({ list: [catalogueEtag] }, { etag: catalogueEtag });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  storage = await import("~/server/session.server");
  client = await import("~/server/api/client.server");
  ({ changes } = await import("~/server/changes.server"));
  changes.generation("sessions");
  await until(() => changes.generation("sessions") !== null);
});
afterAll(async () => {
  changes.stop();
  stream?.end();
  await new Promise((resolve) => server.close(resolve));
});

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}
const change = async (type: string) => {
  const before = changes.generation(type as "sessions")!;
  stream!.write(`event: change\ndata: {"type":"${type}"}\n\n`);
  await until(() => changes.generation(type as "sessions") === before + 1);
};
const { createCookie } = await import("@remix-run/node");
const cookieOf = async (value: string) =>
  (await createCookie("session", { secrets: ["dev-only-session-secret-not-for-production-use"] }).serialize(value)).split(";")[0];
const page = (cookie: string) => new Request("http://shop.test/", { headers: { cookie } });
const reads = () => asked.filter((a) => a === "/v1/internal/sessions/read").length;

describe("a kept session", () => {
  it("is read once for the version the cookie names, and again once it is saved anew, or a session ends", async () => {
    const v1 = await cookieOf(`${SESSION_ID}.v1`);
    expect((await storage.getSession(page(v1))).get("location")).toEqual({ pincode: "560034", city: "Bengaluru" });
    expect((await storage.getSession(page(v1))).get("location")).toEqual({ pincode: "560034", city: "Bengaluru" });
    expect(reads()).toBe(1);

    // Saved with a new location: the cookie names the new version, which no process has read yet.
    const saving = await storage.getSession(page(v1));
    saving.set("location", { pincode: "400050", city: "Mumbai" });
    const v2 = (await storage.commit(saving)).get("set-cookie")!.split(";")[0];
    expect(v2).toBe(await cookieOf(`${SESSION_ID}.v2`));
    expect((await storage.getSession(page(v2))).get("location")).toEqual({ pincode: "400050", city: "Mumbai" });
    expect((await storage.getSession(page(v2))).get("location")).toEqual({ pincode: "400050", city: "Mumbai" });
    expect(reads()).toBe(2);
    // An older cookie is never answered from the copy: it is read, and gets what the store holds.
    expect((await storage.getSession(page(v1))).get("location")).toEqual({ pincode: "400050", city: "Mumbai" });
    expect(reads()).toBe(3);

    // That read kept the store's copy, which the newer cookie now names. A catalogue change leaves
    // sessions kept; a session that ended anywhere has them read again.
    await storage.getSession(page(v2));
    await change("catalogue");
    await storage.getSession(page(v2));
    expect(reads()).toBe(3);
    await change("sessions");
    await storage.getSession(page(v2));
    await storage.getSession(page(v2));
    expect(reads()).toBe(4);
  });

  it("is each request's own copy: a change one page makes is not seen by another until it is saved", async () => {
    const v = await cookieOf(`${SESSION_ID}.${session.version}`);
    const one = await storage.getSession(page(v));
    one.set("cart", [{ productId: "Lemon-Dishwash-Gel-500-ml", quantity: 2 }]);
    expect((await storage.getSession(page(v))).get("cart")).toBeUndefined();
  });
});

describe("a kept catalogue answer", () => {
  it("is reused without asking while no catalogue change is heard, and checked by its ETag after one", async () => {
    const api = async () => client.createApi({ request: new Request("http://shop.test/"), context: {} });
    const list = async () => (await (await api()).call(listAt("catalogue"), { cache: true })).data.list;
    const catalogueCalls = () => asked.filter((a) => a.startsWith("/v1/catalogue"));
    expect(await list()).toEqual(['"c1"']);
    expect(await list()).toEqual(['"c1"']);
    expect(catalogueCalls()).toEqual(["/v1/catalogue"]);

    await change("sessions");
    expect(await list()).toEqual(['"c1"']);
    expect(catalogueCalls()).toEqual(["/v1/catalogue"]);

    await change("catalogue");
    expect(await list()).toEqual(['"c1"']);
    expect(catalogueCalls()).toEqual(["/v1/catalogue", '/v1/catalogue "c1"']);
    expect(await list()).toEqual(['"c1"']);
    expect(catalogueCalls()).toHaveLength(2);

    catalogueEtag = '"c2"';
    await change("catalogue");
    expect(await list()).toEqual(['"c2"']);
    expect(catalogueCalls()).toEqual(["/v1/catalogue", '/v1/catalogue "c1"', '/v1/catalogue "c1"']);
  });

  it("is not reused unasked once its Expires has come, however quiet the change stream", async () => {
    const api = async () => client.createApi({ request: new Request("http://shop.test/"), context: {} });
    const offers = async (path: string) => (await (await api()).call(listAt(path), { cache: true })).data.list;
    const calls = (path: string) => asked.filter((a) => a.startsWith(`/v1/${path}`)).length;
    for (let i = 0; i < 3; i++) expect(await offers("offers-later")).toEqual(["o1"]);
    expect(calls("offers-later")).toBe(1);
    for (let i = 0; i < 3; i++) expect(await offers("offers-ended")).toEqual(["o1"]);
    expect(calls("offers-ended")).toBe(3);
    expect(asked.filter((a) => a === '/v1/offers-ended "o1"')).toHaveLength(2);
  });

  it("is checked with the API on every use while the change stream is down", async () => {
    const api = async () => client.createApi({ request: new Request("http://shop.test/"), context: {} });
    const list = async () => (await (await api()).call(listAt("catalogue"), { cache: true })).data.list;
    await list();
    const before = asked.length;
    stream!.end();
    await until(() => changes.generation("catalogue") === null);
    catalogueEtag = '"c3"';
    expect(await list()).toEqual(['"c3"']);
    expect(asked.length).toBe(before + 1);
    await until(() => changes.generation("catalogue") !== null);
    expect(await list()).toEqual(['"c3"']);
    expect(await list()).toEqual(['"c3"']);
    expect(asked.length).toBe(before + 2);
  });
});
