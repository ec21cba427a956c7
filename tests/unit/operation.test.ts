import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "@domain/contract";
import { sendOperation } from "~/server/api/operation.server";

/**
 * The one transport to the API against a real HTTP server whose first answer to each path never comes:
 * the connection is cut, as when the API process behind it is killed. A read is sent once more and
 * answered; a change is not sent again, and the caller sees the failure.
 */
let server: Server;
let origin: string;
const received = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const seen = (received.get(req.url!) ?? 0) + 1;
    received.set(req.url!, seen);
    if (seen === 1) return void req.socket.destroy();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: true, message: "OK", data: { seen } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const declared = (method: "GET" | "POST", path: string, readOnly?: true) =>
  endpoint({ method, path, access: "public", summary: "test", response: z.object({ seen: z.number() }), ...(readOnly ? { readOnly } : {}) });

describe("a call whose connection is cut before any answer", () => {
  it("is sent once more when it is a GET, and answered", async () => {
    const response = await sendOperation(origin, declared("GET", "read"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { seen: 2 } });
    expect(received.get("/v1/read")).toBe(2);
  });

  it("is sent once more when it is a POST declared read-only (the session read)", async () => {
    const response = await sendOperation(origin, declared("POST", "session-read", true), { body: { id: "x" } });
    expect(await response.json()).toMatchObject({ data: { seen: 2 } });
  });

  it("is not sent again when it may change something: the caller sees the failure", async () => {
    await expect(sendOperation(origin, declared("POST", "change"), { body: { quantity: 1 } })).rejects.toThrow(TypeError);
    expect(received.get("/v1/change")).toBe(1);
  });
});
