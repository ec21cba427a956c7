import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../server/api/db";
import { loadApiEnv } from "../../server/api/env";
import { notify, PUSH_NOTIFICATION } from "../../server/api/services/notifications/notifications";
import type { PushSender } from "../../server/api/services/notifications/push/sender";
import { claimPeriod } from "../../server/api/services/periodic";
import { createAdapters, startBackgroundWork } from "../../server/api/work";
import { adminQuery, onPostgres, postgresKysely, postgresUrl } from "./databases";
import { eventually, startApi, type Harness } from "./harness";
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

  it.skipIf(!onPostgres())("takes in the outbox and the periodic passes on PostgreSQL, logs JSON lines and stops on SIGTERM", async () => {
    const name = `homecare_worker_${randomBytes(6).toString("hex")}`;
    await adminQuery(`create database ${name} template ${inject("seededDatabase")}`);
    const db = postgresKysely(name);
    let worker: ReturnType<typeof runWorker> | undefined;
    try {
      await db
        .insertInto("outbox")
        .values({ kind: "kind-no-worker-knows", payload: JSON.stringify({}) })
        .execute();
      worker = runWorker({ DATABASE_URL: postgresUrl(name), OUTBOX_POLL_MS: "50", LOG_LEVEL: "info" });
      const seen = async () => ({
        outbox: await db.selectFrom("outbox").select(["attempts", "last_error"]).where("kind", "=", "kind-no-worker-knows").executeTakeFirstOrThrow(),
        passes: (await db.selectFrom("periodic_pass").select("name").orderBy("name").execute()).map((pass) => pass.name),
      });
      // Up to 30 s: the worker process starts (tsx compiles on the way), claims the row, then records why it failed.
      let now = await seen();
      for (let i = 0; i < 600 && (now.outbox.last_error === null || now.passes.length < 2); i++) now = await new Promise((r) => setTimeout(r, 50)).then(seen);
      expect(now.outbox.last_error).toBe("no handler for outbox kind kind-no-worker-knows");
      expect(now.outbox.attempts).toBeGreaterThanOrEqual(1);
      expect(now.passes).toEqual(["reconciliation", "refill reminders"]);
      worker.child.kill("SIGTERM");
      expect(await worker.exited).toBe(0);
      const lines = worker
        .output()
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { msg: string; process: string });
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(["background work started", "shutting down"]));
      expect(new Set(lines.map((line) => line.process))).toEqual(new Set(["worker"]));
    } finally {
      // A failed expectation must not leave the worker running.
      if (worker?.child.exitCode === null) worker.child.kill("SIGKILL");
      await db.destroy();
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
