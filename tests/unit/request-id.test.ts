import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { requestIdOf } from "../../server/storefront/request-id";

/** The storefront's request id, which it sends on to the API's log: a proxy's plain one is kept, anything else replaced. */
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";

beforeAll(async () => {
  const app = express();
  app.get("/", (req, res) => res.type("text").send(requestIdOf(req, res)));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const answer = async (headers: Record<string, string> = {}) => {
  const response = await fetch(base, { headers });
  return { sent: await response.text(), header: response.headers.get("x-request-id") };
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it("keeps a proxy's plain request id and answers with it", async () => {
  expect(await answer({ "x-request-id": "lb-7f3a.2:9_x" })).toEqual({ sent: "lb-7f3a.2:9_x", header: "lb-7f3a.2:9_x" });
});

it("makes a new id when there is none, or the given one is long or holds anything else", async () => {
  for (const given of [undefined, "x".repeat(129), "a b", "<script>", "id\u00e9"]) {
    const { sent, header } = await answer(given === undefined ? {} : { "x-request-id": given });
    expect(sent).toMatch(UUID);
    expect(header).toBe(sent);
  }
});
