import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { buildApp } from "../../server/api/app";
import { pgliteListen, postgresListen, type Db, type Listen } from "../../server/api/db";
import { loadApiEnv, type ApiEnv } from "../../server/api/env";
import type { Api } from "../../server/api/http/types";
import { razorpayGateway } from "../../server/api/services/payments/gateway";
import { inject } from "vitest";
import { adminQuery, newPGlite, onPostgres, pgliteKysely, postgresKysely, postgresUrl } from "./databases";

export type Harness = { app: Api; db: Db; env: ApiEnv; close: () => Promise<void> };

/** A fresh copy of the seeded database with the API built on it, driven in-process with `app.inject`. */
export async function startApi(overrides: Record<string, string> = {}, options: Parameters<typeof buildApp>[1] = {}): Promise<Harness> {
  let db: Db;
  let listen: Listen;
  let dropDatabase = async () => {};
  if (onPostgres()) {
    const name = `homecare_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(`create database ${name} template ${inject("seededDatabase")}`);
    db = postgresKysely(name);
    listen = postgresListen(postgresUrl(name));
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    const snapshot = new Blob([readFileSync(inject("seededDatabase"))]);
    const pglite = newPGlite({ loadDataDir: snapshot });
    db = pgliteKysely(pglite);
    listen = pgliteListen(pglite);
  }
  const env = loadApiEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", UPLOADS_DIR: inject("uploadsDir"), ...overrides });
  const app = await buildApp({ db, listen, env }, options);
  await app.ready();
  return {
    app,
    db,
    env,
    close: async () => {
      await app.close();
      await dropDatabase();
    },
  };
}

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The API listening where its public URL says, so the local adapters' webhooks (sent over HTTP by the
 * outbox) reach it. Its own workers wait an hour: a test runs the outbox itself, as a worker would.
 */
export async function startListeningApi(overrides: Record<string, string> = {}): Promise<Harness> {
  const port = await freePort();
  const api = await startApi({ OUTBOX_POLL_MS: "3600000", RECONCILE_INTERVAL_MS: "3600000", ...overrides, API_PUBLIC_URL: `http://127.0.0.1:${port}` });
  await api.app.listen({ host: "127.0.0.1", port });
  return api;
}

/** Posts a payment webhook as Razorpay (or the local gateway) signs it; a signature given is sent instead. */
export const postWebhook = (api: Harness, raw: string, eventId: string, signature?: string, url = "/v1/webhooks/razorpay") =>
  api.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature ?? createHmac("sha256", api.env.LOCAL_GATEWAY_WEBHOOK_SECRET).update(raw).digest("hex"),
      "x-razorpay-event-id": eventId,
    },
    payload: raw,
  });

/** The Razorpay adapter, with key `rzp_test_key` and secret `shh`, talking to an imitation of Razorpay's API that `server` answers for, listening here. */
export async function razorpayAt(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return razorpayGateway({
    keyId: "rzp_test_key",
    keySecret: "shh",
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    checkoutUrl: "https://checkout.example/embedded",
    scriptUrl: "https://checkout.example/v1/checkout.js",
  });
}

/** JSON body of an injected response. */
export const body = (response: { body: string }) => JSON.parse(response.body);

/** An operator's call (api/admin/*): a POST with a JSON body, or a GET without one; the operator token unless another is given. */
export const operatorCall =
  (api: Harness) =>
  (path: string, payload?: object, token = api.env.OPERATOR_TOKEN) =>
    api.app.inject({
      method: payload ? "POST" : "GET",
      url: `/v1/${path}`,
      headers: { ...(payload ? { "content-type": "application/json" } : {}), authorization: `Bearer ${token}` },
      payload: payload ? JSON.stringify(payload) : undefined,
    });

/** Reads until `done` says the value is what the test waits for (at most `withinMs`, 5 s unless said), then answers it. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 5_000): Promise<T> {
  for (let i = 0; i < withinMs / 50; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

/** Opens a server-sent event stream over real HTTP with a bearer token; `text` is all of it so far, `ended` whether the server ended it. */
export async function openEventStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      ended = true;
    } catch {
      // aborted
    }
  })();
  return { res, text: () => text, ended: () => ended, close: async () => (controller.abort(), pump) };
}
