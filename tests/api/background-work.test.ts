import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../server/api/db";
import { loadApiEnv } from "../../server/api/env";
import { notify, PUSH_NOTIFICATION } from "../../server/api/services/notifications/notifications";
import type { PushSender } from "../../server/api/services/notifications/push/sender";
import { claimPeriod } from "../../server/api/services/periodic";
import { createRefund } from "../../server/api/services/orders/refunds";
import { purgeDoneOutbox } from "../../server/api/services/outbox";
import { createAdapters, startBackgroundWork } from "../../server/api/work";
import { adminQuery, onPostgres, postgresKysely, postgresUrl } from "./databases";
import { eventually, startApi, type Harness } from "./harness";
import { insertOrder, markPaid } from "./orders-fixture";
import { signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

/**
 * Background work in processes of its own (docs/operations.md#background-work): the API runs it only
 * on the embedded database; with any number of workers side by side, each outbox row is sent once and
 * each periodic pass runs once a period. On PostgreSQL the second "process" has a pool of its own.
 */
const sends: string[] = [];
const push: PushSender = {
  configured: true,
  async send(tokens, message) {
    sends.push(message.title);
    // A slow push service widens the window in which a second worker could take the same row.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { sent: tokens.length, unregistered: [], failed: 0 };
  },
};

let api: Harness;
let sms: SmsGateway;
let other: Db;
const log = pino({ level: "silent" });

beforeAll(async () => {
  sms = await startSmsGateway();
  api = await startApi({ ...sms.env, OUTBOX_POLL_MS: "50" }, { push });
  // On PostgreSQL, a second process's own connections; PGlite is one process, so there the same database.
  other = onPostgres() ? postgresKysely(await databaseName(api.db)) : api.db;
});
afterAll(async () => {
  if (other !== api.db) await other.destroy();
  await api.close();
  await sms.close();
});

async function databaseName(db: Db) {
  const row = await db.selectNoFrom((eb) => eb.fn<string>("current_database").as("name")).executeTakeFirstOrThrow();
  return row.name;
}

describe("where the background work runs", () => {
  it("in the API process on the embedded database, in npm run worker on PostgreSQL, unless told otherwise", () => {
    expect(loadApiEnv({ NODE_ENV: "test" }).API_RUNS_WORK).toBe(true);
    expect(loadApiEnv({ NODE_ENV: "test", DATABASE_URL: "postgres://shop@db.internal/shop" }).API_RUNS_WORK).toBe(false);
    expect(loadApiEnv({ NODE_ENV: "test", DATABASE_URL: "postgres://shop@db.internal/shop", API_RUNS_WORK: "true" }).API_RUNS_WORK).toBe(true);
    expect(() => loadApiEnv({ NODE_ENV: "test", API_RUNS_WORK: "false" })).toThrow(/API_RUNS_WORK: the embedded database opens in one process only/);
  });
});

describe("with workers side by side", () => {
  it("runs a periodic pass once a period, whichever process asks and however many ask at once", async () => {
    const claims = () => Promise.all(Array.from({ length: 10 }, (_, i) => claimPeriod(i % 2 ? other : api.db, "test pass", 60_000)));
    expect((await claims()).filter(Boolean)).toHaveLength(1);
    expect((await claims()).filter(Boolean)).toHaveLength(0);
    // The period ends: once more, by one of them.
    await api.db
      .updateTable("periodic_pass")
      .set({ due_at: new Date(Date.now() - 1000) })
      .where("name", "=", "test pass")
      .execute();
    expect((await claims()).filter(Boolean)).toHaveLength(1);
    const row = await api.db.selectFrom("periodic_pass").select("due_at").where("name", "=", "test pass").executeTakeFirstOrThrow();
    expect(row.due_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it("sends each push once while the API and two workers take in the outbox together", async () => {
    const shopper = await signUp(api, sms, "9822411001");
    await api.db.updateTable("customer_token").set({ fcm_token: "device-of-9822411001" }).where("customer_id", "=", shopper.id).execute();
    const workers = await Promise.all([api.db, other].map(async (db) => startBackgroundWork(db, api.env, await createAdapters(api.env, db, log, push), log)));
    try {
      for (let i = 0; i < 12; i++) await notify(api.db, shopper.id, { kind: "order-updates", title: `Update ${i}`, body: "Your order moved on" });
      const pending = () => api.db.selectFrom("outbox").select("id").where("kind", "=", PUSH_NOTIFICATION).where("state", "!=", "done").execute();
      expect(await eventually(pending, (rows) => rows.length === 0)).toEqual([]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const updates = sends.filter((title) => title.startsWith("Update "));
    expect(updates.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Update ${i}`).sort());
  });
});

const METRICS = "metrics-token-of-the-worker-test-0123456789";

/**
 * Razorpay's refunds API as a worker meets it, on a port of its own: a refund asked under a key seen
 * before answers the refund made then (X-Refund-Idempotency), as Razorpay does. The first request is
 * held unanswered, so a test can kill the worker while it waits; `firstAsk` answers its response.
 * Also finds a free port for the worker's metrics.
 */
async function startRazorpayRefunds() {
  const made = new Map<string, string>();
  const asks: { key: string; refundId: string }[] = [];
  let hold: (response: ServerResponse) => void = () => {};
  const firstAsk = new Promise<ServerResponse>((resolve) => (hold = resolve));
  const server = createServer((request, response) => {
    const match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? "");
    const key = String(request.headers["x-refund-idempotency"] ?? "");
    if (request.method !== "POST" || !match || !key) return void response.writeHead(404).end();
    asks.push({ key, refundId: /^refund_(\d+)_/.exec(key)?.[1] ?? "" });
    if (asks.length === 1) return hold(response);
    if (!made.has(key)) made.set(key, `rfnd_${made.size + 1}`);
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ id: made.get(key), entity: "refund", payment_id: match[1], status: "processed", acquirer_data: { arn: "ARN000111" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, "127.0.0.1", resolve));
  const metricsPort = (spare.address() as AddressInfo).port;
  await new Promise((resolve) => spare.close(resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    metricsPort,
    firstAsk,
    asks,
    refundsMade: () => made.size,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("the daily purge of the outbox", () => {
  it("deletes done rows older than a week and keeps the rest", async () => {
    const kind = `purge-test-${randomBytes(4).toString("hex")}`;
    const row = (state: "pending" | "done" | "failed", doneDaysAgo: number | null) => ({
      kind,
      payload: JSON.stringify({ state, doneDaysAgo }),
      state,
      done_at: doneDaysAgo === null ? null : new Date(Date.now() - doneDaysAgo * 86_400_000),
      available_at: new Date(Date.now() + 3_600_000),
    });
    await api.db
      .insertInto("outbox")
      .values([row("done", 8), row("done", 30), row("done", 6), row("pending", null), row("failed", null)])
      .execute();
    expect(await purgeDoneOutbox(api.db)).toBeGreaterThanOrEqual(2);
    const kept = await api.db.selectFrom("outbox").select("payload").where("kind", "=", kind).orderBy("id").execute();
    expect(kept.map((r) => r.payload)).toEqual([
      { state: "done", doneDaysAgo: 6 },
      { state: "pending", doneDaysAgo: null },
      { state: "failed", doneDaysAgo: null },
    ]);
  });
});

/** Runs `npm run worker`'s entry with these settings; answers its exit code and what it printed. */
function runWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/api/worker.ts"], { env: { PATH: process.env.PATH, NODE_ENV: "test", ...env } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("npm run worker", () => {
  it("refuses the embedded database, which the API process has open, and says why", async () => {
    const worker = runWorker({});
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("npm run worker needs DATABASE_URL");
  });

  it.skipIf(!onPostgres())(
    "takes in the outbox and the periodic passes, serves its figures, loses and repeats nothing when killed mid-refund, stops on SIGTERM",
    { timeout: 120_000 },
    async () => {
      const name = `homecare_worker_${randomBytes(6).toString("hex")}`;
      await adminQuery(`create database ${name} template ${inject("seededDatabase")}`);
      const db = postgresKysely(name);
      const razorpay = await startRazorpayRefunds();
      const workers: ReturnType<typeof runWorker>[] = [];
      const start = () => {
        const worker = runWorker({
          DATABASE_URL: postgresUrl(name),
          OUTBOX_POLL_MS: "50",
          LOG_LEVEL: "info",
          RAZORPAY_KEY_ID: "rzp_test_worker",
          RAZORPAY_KEY_SECRET: "worker-test-key-secret",
          RAZORPAY_API_URL: razorpay.url,
          METRICS_TOKEN: METRICS,
          WORKER_METRICS_PORT: String(razorpay.metricsPort),
        });
        workers.push(worker);
        return worker;
      };
      try {
        await db
          .insertInto("outbox")
          .values({ kind: "kind-no-worker-knows", payload: JSON.stringify({}) })
          .execute();
        // A paid order cancelled: its card refund is asked of Razorpay after commit, by a worker.
        const customer = await db
          .insertInto("customer")
          .values({ phone_number: "9822411050", first_name: "Asha", last_name: "Verma", email: null, pincode: null })
          .returning("id")
          .executeTakeFirstOrThrow();
        const order = await insertOrder(db, customer.id);
        await markPaid(db, order);
        await db
          .transaction()
          .execute((trx) => createRefund(trx, { id: order.id, customer_id: customer.id, total_paise: order.totalPaise, payment_type: "online", upiId: null }));

        const first = start();
        // Up to 60 s: the worker starts (tsx compiles on the way), runs its periodic passes, records why the unknown kind failed, asks for the refund.
        const held = await Promise.race([
          razorpay.firstAsk,
          first.exited.then((code) => Promise.reject(new Error(`the worker exited (${code}): ${first.output()}`))),
        ]);
        const seen = async () => ({
          unknown: await db.selectFrom("outbox").select(["attempts", "last_error"]).where("kind", "=", "kind-no-worker-knows").executeTakeFirstOrThrow(),
          passes: (await db.selectFrom("periodic_pass").select("name").orderBy("name").execute()).map((pass) => pass.name),
        });
        const before = await eventually(seen, (now) => now.unknown.last_error !== null && now.passes.length === 5, 60_000);
        expect(before.unknown.last_error).toBe("no handler for outbox kind kind-no-worker-knows");
        expect(before.passes).toEqual(["cash confirmations", "outbox purge", "reconciliation", "refill reminders", "subscriptions"]);

        // Its figures: refused without the token; with it, the passes it ran.
        const scrape = (authorization?: string) =>
          fetch(`http://127.0.0.1:${razorpay.metricsPort}/metrics`, { headers: authorization ? { authorization } : {} });
        expect((await scrape()).status).toBe(401);
        expect((await scrape("Bearer not-the-metrics-token")).status).toBe(401);
        const figures = await scrape(`Bearer ${METRICS}`);
        expect(figures.status).toBe(200);
        const text = await figures.text();
        expect(text).toContain('shop_job_runs_total{job="reconciliation",outcome="done"} 1');
        expect(text).toContain('shop_job_runs_total{job="refill reminders",outcome="done"} 1');
        expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);

        // Killed outright while Razorpay has the refund's request and has not answered.
        first.child.kill("SIGKILL");
        expect(await first.exited).toBe(null);
        held.end();
        const refund = () => db.selectFrom("refund").select(["state", "provider_refund_id"]).where("order_id", "=", order.id).executeTakeFirstOrThrow();
        expect(await refund()).toEqual({ state: "pending", provider_refund_id: null });
        const row = await db
          .selectFrom("outbox")
          .select(["id", "state", "attempts", "available_at"])
          .where("kind", "=", "refund.gateway")
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ state: "pending", attempts: 1 });
        expect(row.available_at.getTime()).toBeGreaterThan(Date.now() + 200_000);
        // The lease (5 minutes) ends; another worker takes the row in and asks again under the same key.
        await db.updateTable("outbox").set({ available_at: new Date() }).where("id", "=", row.id).execute();
        const second = start();
        expect(await eventually(refund, (now) => now.state === "processed", 60_000)).toEqual({ state: "processed", provider_refund_id: "rfnd_1" });
        expect(razorpay.asks.map((ask) => ask.key)).toEqual([`refund_${razorpay.asks[0].refundId}_1`, `refund_${razorpay.asks[0].refundId}_1`]);
        expect(razorpay.refundsMade()).toBe(1);
        const told = await db.selectFrom("notification").select("title").where("order_id", "=", order.id).execute();
        expect(told.map((notice) => notice.title)).toEqual([`Refund for order ${order.orderNumber}`]);

        second.child.kill("SIGTERM");
        expect(await second.exited).toBe(0);
        const lines = second
          .output()
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as { msg: string; process: string });
        expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(["background work started", "shutting down"]));
        expect(new Set(lines.map((line) => line.process))).toEqual(new Set(["worker"]));
      } finally {
        // A failed expectation must not leave a worker running.
        for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill("SIGKILL");
        await razorpay.close();
        await db.destroy();
        await adminQuery(`drop database if exists ${name} with (force)`);
      }
    },
  );
});
