import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../server/api/app";
import { migrateToLatest, openDatabase, type Db } from "../../server/api/db";
import { seedDemoData } from "../../server/api/seed";
import { loadApiEnv } from "../../server/api/env";
import type { Api } from "../../server/api/http/types";
import { diskStorage } from "../../server/api/services/storage";
import { onPostgres } from "./databases";
import { signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";
import { ADDRESS } from "./shoppers";
import { startThrowawayPostgres, unavailable, type ThrowawayPostgres } from "./throwaway-postgres";

/**
 * Issue 20: PostgreSQL stopped hard (as a crash or an out-of-memory kill does) while requests are
 * in flight, then started again. The API runs on its real HTTP server over a cluster of this test's
 * own, so the machine's shared server is never stopped. The test brings its own PostgreSQL, so it runs
 * once, in the PGlite pass of the API suite; the PostgreSQL pass skips it.
 */
const cannot = unavailable() ?? (onPostgres() ? "runs in the PGlite pass (it brings its own PostgreSQL)" : undefined);
if (cannot) console.warn(`database-outage.test.ts skipped: ${cannot}`);

const ORDERS = 4;
const READS = 16;
const DEADLINE_MS = 20_000;

type Answer = {
  status: number | "dropped" | "hung";
  retryAfter: string | null;
  body: { success: boolean; message: string; data: { id: string; created: boolean } } | null;
};

let cluster: ThrowawayPostgres;
let db: Db;
let app: Api;
let sms: SmsGateway;
let base: string;
let inFlight = 0;
const clients: pg.Client[] = [];
/** What would have killed a standalone API process (Vitest keeps its worker alive and reports them after). */
const fatal: unknown[] = [];
const recordFatal = (error: unknown) => void fatal.push(error);

/** A request over real HTTP that always settles: a reset socket is "dropped", no answer in 30 s is "hung". */
async function request(method: "GET" | "POST", path: string, options: { body?: unknown; token?: string; pincode?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.pincode) headers.pincode = options.pincode;
  try {
    const res = await fetch(`${base}/v1/${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
  } catch (error) {
    return { status: (error as Error).name === "TimeoutError" ? "hung" : "dropped", retryAfter: null, body: null };
  }
}

/** A connection of the test's own to the throwaway cluster (for locks and for looking at the database). */
async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on("error", () => {}); // the crash ends it, as intended
  await client.connect();
  clients.push(client);
  return client;
}

async function until(what: string, condition: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > DEADLINE_MS) throw new Error(`gave up after ${DEADLINE_MS} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

const getCms = () => request("POST", "auth/customer/getCms", { body: { key: "tc" } });

describe.skipIf(!!cannot)("a database restart under load", () => {
  // Each shopper buys a product of their own, so no order waits for another's row lock.
  const customers: { id: string; token: string; addressId: string; key: string; product: string }[] = [];

  beforeAll(async () => {
    process.on("uncaughtException", recordFatal);
    process.on("unhandledRejection", recordFatal);
    cluster = await startThrowawayPostgres();
    // The application's own pool, as the API process opens it.
    const database = openDatabase({ databaseUrl: cluster.url, pgliteDataDir: "memory://" });
    db = database.db;
    await migrateToLatest(db);
    await seedDemoData(db, diskStorage(inject("uploadsDir")));
    sms = await startSmsGateway();
    const env = loadApiEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_MAX: "100000", UPLOADS_DIR: inject("uploadsDir"), ...sms.env });
    app = await buildApp({ db, env, listen: database.listen });
    app.addHook("onRequest", async () => void inFlight++);
    app.addHook("onResponse", async () => void inFlight--);
    await app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const harness = { app, db, env, close: async () => {} };
    const products = await db
      .selectFrom("product")
      .select("public_id")
      .where("active", "=", true)
      .where("stock", ">=", 10)
      .orderBy("id")
      .limit(ORDERS)
      .execute();
    expect(products).toHaveLength(ORDERS);
    for (const [i, { public_id: product }] of products.entries()) {
      const phoneNumber = `98444000${String(50 + i)}`;
      const who = await signUp(harness, sms, phoneNumber);
      const added = await request("POST", "api/customer/addAddress", { token: who.token, body: { ...ADDRESS, phoneNumber } });
      const cart = await request("POST", "api/customer/addItemToCart", { token: who.token, pincode: "560034", body: { productId: product, quantity: 2 } });
      expect([added.status, cart.status]).toEqual([200, 200]);
      customers.push({ ...who, addressId: added.body!.data.id, key: `outage-${i}-${Date.now()}`, product });
    }
  }, 180_000);

  afterAll(async () => {
    process.off("uncaughtException", recordFatal);
    process.off("unhandledRejection", recordFatal);
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
    await app?.close();
    await sms?.close();
    cluster?.remove();
  });

  it("answers every request in flight, 503 with Retry-After while it is down, serves again once it is back, and leaves no half-written order", async () => {
    const stock = async () => {
      const rows = await db
        .selectFrom("product")
        .select("stock")
        .where(
          "public_id",
          "in",
          customers.map((c) => c.product),
        )
        .execute();
      return rows.reduce((sum, row) => sum + Number(row.stock), 0);
    };
    const stockBefore = await stock();

    // Hold the requests inside the database: orders stop at their last write (the notification),
    // after the stock, the order, its lines and the emptied cart are written but not committed; the
    // content reads stop at their table, or wait for one of the pool's 10 connections.
    const locker = await connect();
    await locker.query("begin");
    await locker.query("lock table notification, cms_page in access exclusive mode");
    const probe = await connect();
    const waiting = async (table: string) =>
      Number((await probe.query(`select count(*) from pg_stat_activity where wait_event_type = 'Lock' and query ilike $1`, [`%"${table}"%`])).rows[0].count);

    const orders = customers.map((c) =>
      request("POST", "api/customer/placeOrder", { token: c.token, body: { addressId: c.addressId, paymentType: "COD", idempotencyKey: c.key } }),
    );
    await until("the orders to reach their last write", async () => (await waiting("notification")) === ORDERS);
    const reads = Array.from({ length: READS }, getCms);
    await until(
      "20 requests in flight and the pool's 10 connections in use",
      async () => inFlight === ORDERS + READS && (await waiting("notification")) + (await waiting("cms_page")) === 10,
    );

    const inFlightAtCrash = inFlight;
    cluster.crash();
    const answers = await Promise.all([...orders, ...reads]);

    // Every request got an answer: none hung, no socket dropped, each a 503 a client knows to retry.
    const statuses = answers.map((a) => a.status);
    expect(statuses).toEqual(Array(ORDERS + READS).fill(503));
    for (const answer of answers) {
      expect(answer.retryAfter).toBe("5");
      expect(answer.body).toEqual({
        success: false,
        message: "We can't reach our store right now. Please try again in a few seconds.",
        error: { code: "service_unavailable" },
      });
    }

    // While it is down: the process lives (nothing was thrown outside a request), readiness names the database, liveness stays up.
    expect(fatal).toEqual([]);
    expect(await getCms()).toMatchObject({ status: 503, retryAfter: "5", body: { error: { code: "service_unavailable" } } });
    expect(await request("POST", "api/customer/getUserCartCount", { token: customers[0].token, pincode: "560034", body: {} })).toMatchObject({ status: 503 });
    const ready = await request("GET", "health/ready");
    expect(ready).toMatchObject({
      status: 503,
      retryAfter: "5",
      body: { success: false, error: { code: "database_unavailable" }, data: { database: "down" } },
    });
    expect((await request("GET", "health")).status).toBe(503);
    expect(await request("GET", "health/live")).toMatchObject({ status: 200, body: { data: { status: "ok" } } });

    // Back: it serves again by itself, with no restart of the API.
    cluster.start();
    const returned = Date.now();
    let first: Answer | undefined;
    await until("the first 200 after the database returned", async () => (first = await getCms()).status === 200);
    const recoveryMs = Date.now() - returned;
    expect(first!.body).toMatchObject({ success: true, data: { key: "tc" } });
    expect(await request("GET", "health")).toMatchObject({ status: 200, body: { data: { status: "ok", database: "ok" } } });

    // Nothing half-written: no order, no stock taken, the carts as they were, no notification.
    const ids = customers.map((c) => c.id);
    expect(await db.selectFrom("customer_order").select("id").where("customer_id", "in", ids).execute()).toEqual([]);
    expect(await db.selectFrom("notification").select("id").where("customer_id", "in", ids).where("title", "=", "Order placed").execute()).toEqual([]);
    expect(await stock()).toBe(stockBefore);
    expect(await db.selectFrom("cart_line").select("quantity").where("customer_id", "in", ids).execute()).toEqual(Array(ORDERS).fill({ quantity: 2 }));

    // The shoppers' retries (same checkout, same key) each make one whole order.
    const retried = await Promise.all(
      customers.map((c) =>
        request("POST", "api/customer/placeOrder", { token: c.token, body: { addressId: c.addressId, paymentType: "COD", idempotencyKey: c.key } }),
      ),
    );
    expect(retried.map((r) => [r.status, r.body!.data.created])).toEqual(Array(ORDERS).fill([200, true]));
    const placed = await db
      .selectFrom("customer_order")
      .innerJoin("order_line", "order_line.order_id", "customer_order.id")
      .select(["customer_order.customer_id", "order_line.quantity"])
      .where("customer_order.customer_id", "in", ids)
      .execute();
    expect(placed.map((p) => p.customer_id).sort()).toEqual([...ids].sort());
    expect(await stock()).toBe(stockBefore - 2 * ORDERS);

    expect(fatal).toEqual([]);
    const counts = statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(
      `database outage: ${inFlightAtCrash} requests in flight when it stopped (${ORDERS} orders mid-transaction, ${READS} reads); statuses ${JSON.stringify(counts)}; first 200 ${recoveryMs} ms after it returned`,
    );
  }, 120_000);
});
