import { spawn } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import { readdirSync, rmSync } from "node:fs";
import { createCookie } from "@remix-run/node";
import { sql } from "kysely";
import sharp from "sharp";
import { migrateToLatest, openDb, type Db } from "../server/api/db";
import { seedDemoData } from "../server/api/seed";
import { seedScaleCatalogue } from "../server/api/seed/data/scale";
import { ALLOW_LOCAL_TEST_GATEWAY, ALLOW_OTP_TEST_NUMBERS, loadApiEnv } from "../server/api/env";
import { processPhoto } from "../server/api/services/catalogue/photos";
import { diskStorage } from "../server/api/services/storage";
import { issueToken } from "../server/api/services/account/tokens";
import { STOREFRONT_NODE_FLAGS } from "../server/storefront/node-flags";
import { callOperation, sendOperation } from "../app/server/api/operation.server";
import { listLayoutFor } from "../app/utils/paging";
import * as delivery from "@domain/delivery/endpoints";
import * as location from "@domain/location/endpoints";
import * as operators from "@domain/operators/endpoints";
import * as ordersApi from "@domain/orders/endpoints";
import * as storefront from "@domain/storefront/endpoints";
import { topOfProfiles } from "./bench/cpu-profile";
import { gzipSync } from "node:zlib";
import { firstLoadJs } from "./bench/first-load-js";
import { installability, runLighthouse, type Network } from "./bench/lighthouse";
import { processCpu, processMemory } from "./bench/process-cpu";
import { benchReminders } from "./bench/reminders";
import { benchSubscriptions } from "./bench/subscriptions";
import { answers } from "./supervisor";

/**
 * `npm run bench`: starts the built shop on a fresh embedded database (as `npm start` does), then for
 * each page and API call (the payment webhook among them, a new signed event each delivery) prints
 * requests per second and p50/p95/p99 latency at 50 connections (after
 * 2 unmeasured seconds of the same load), the
 * CPU milliseconds each process (API, storefront) spent per request, and for each page the gzipped
 * JavaScript a first visit loads (browse pages as a guest, and the cart, the payment step, the order
 * list and an order signed in); then Lighthouse's mobile scores on slow 4G and regular 3G (home, a list,
 * a product page, the cart, and signed in the order list and an order), on 2G (250 kbps, 300 ms, 4x
 * CPU) for home, the list and the order list, with the script each page transferred, and whether
 * Chromium finds the shop installable; then live events: how long an operator's order change takes to reach a signed-in
 * page's /events stream (p95 over 100 changes), and what 1,000 idle /events clients cost the
 * storefront (and the API behind it) in memory. Load stays on this machine's loopback and every run
 * is bounded in time. Last, it brings the catalogue up to BENCH_PRODUCTS products (10,000 unless
 * set; 0 for none) and measures the list, search and product pages again, beside the demo catalogue's
 * figures. BENCH_LIGHTHOUSE=0 leaves Lighthouse out; each Lighthouse figure is the median of
 * BENCH_LIGHTHOUSE_RUNS runs (3 unless set), with the machine's speed as Lighthouse measured it.
 * BENCH_ONLY (a regular expression) measures only the pages and calls it matches, and nothing else.
 *
 * `npm run bench -- --profile` measures only the list page (`--profile product`: a product page), with
 * the storefront's processes under V8's CPU profiler, and prints where their busy time went (by
 * package and by function).
 *
 * `npm run bench -- --compare <build dir>` measures only a product page, in English and in Hindi, on
 * this tree's build and on another: another state of this tree, built into a directory of it by
 * `STOREFRONT_BUILD_DIR=<dir> npm run build` (so that it finds the same packages). The two take turns
 * for BENCH_ROUNDS rounds (40 unless set) of BENCH_SECONDS each (3 unless set), and it prints each
 * figure's medians and the change between the two: what a change to the code costs or saves a page.
 *
 * `npm run bench -- --tracing` measures only a product page, in English and in Hindi, as `--compare`
 * does, between two storefronts of this tree's build: one tracing (OTLP, sampled at
 * BENCH_TRACING_SHARE, 0.1 unless set) and one not, on an API that traces at the same share; the spans
 * go to a receiver in this script, which answers as a collector does and counts them.
 *
 * `npm run bench -- --reminders` measures only the refill reminder pass over 100,000 delivered lines
 * (scripts/bench/reminders.ts).
 * `npm run bench -- --subscriptions` measures only the subscriptions pass over 100,000 subscriptions,
 * 10,000 of them due (scripts/bench/subscriptions.ts).
 */
/** `--compare <build dir>`: the product page on this tree's build against another build (see the comment above). */
const COMPARE_DIR = process.argv.includes("--compare") ? process.argv[process.argv.indexOf("--compare") + 1] : null;
/** `--tracing`: the product page with tracing on against off (see the comment above). */
const TRACING_SHARE = process.argv.includes("--tracing") ? (process.env.BENCH_TRACING_SHARE ?? "0.1") : null;
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const API_PORT = PORT + 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (COMPARE_DIR || TRACING_SHARE ? 3 : 10));
const WARM_UP_SECONDS = 2;
const SCALE_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_ONLY=<regular expression>: measure only the pages and calls whose names match, then stop. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const site = `http://127.0.0.1:${PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

/** Secrets of this run only: the bench signs a shopper's session cookie and acts as the operator. */
const SECRETS = {
  SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  STOREFRONT_API_SECRET: "bench-storefront-api-secret-0123456789abcdef",
  OPERATOR_TOKEN: "bench-operator-token-0123456789abcdef",
  LOCAL_GATEWAY_SECRET: "bench-local-gateway-secret-0123456789abcdef",
  LOCAL_GATEWAY_WEBHOOK_SECRET: "bench-local-gateway-webhook-secret-0123456789abcdef",
};
/** Online orders waiting for their payment, which the webhook deliveries pay (and then pay again: a no-op). */
const WEBHOOK_ORDERS = 500;
/** The owner whose console pages the bench measures (app/routes/admin/). */
const BENCH_OPERATOR = "9999999001";
const LIVE_CHANGES = 100;
const IDLE_CLIENTS = 1000;

const PROFILE_DIR = process.argv.includes("--profile") ? ".data/bench/profiles" : null;
const PROFILED_PAGE = process.argv[process.argv.indexOf("--profile") + 1] === "product" ? "product" : "list";
const COMPARE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
/** Rounds before both compared storefronts start afresh. */
const COMPARE_BATCH = 10;

rmSync(".data/bench", { recursive: true, force: true });

if (process.argv.includes("--reminders")) {
  await benchReminders();
  process.exit(0);
}
if (process.argv.includes("--subscriptions")) {
  await benchSubscriptions();
  process.exit(0);
}

/** Two product pages side by side: one with 5,000 reviews, one with none (the demo data leaves it unrated). */
const REVIEWED = { count: 5000, many: "Neem-Floor-Cleaner-1-L", none: "Aloe-Vera-Hand-Wash-250-ml" };

/**
 * Before the shop starts (PGlite has one process): the demo data, plus a customer with 1,000 orders in
 * every status, one of them delivered (for the invoice), and an API token for that customer.
 */
async function prepareOrders(): Promise<{ token: string; customerId: string; deliveredOrder: string; pendingOrders: string[] }> {
  const db = openDb({ pgliteDataDir: ".data/bench/pglite" });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, diskStorage(loadApiEnv().UPLOADS_DIR));
    const customer = await db
      .insertInto("customer")
      .values({ phone_number: "9800000999", first_name: "Bench", last_name: "Buyer", email: null, pincode: "560034" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const address = {
      firstName: "Bench",
      lastName: "Buyer",
      pincode: "560034",
      apartment: "Lake View",
      city: "Bengaluru",
      street: "Koramangala",
      streetAddress2: "B-304",
      phoneNumber: "9800000999",
    };
    await sql`
      insert into customer_order (customer_id, payment_type, delivery_address, pincode, mrp_total_paise, subtotal_paise, total_paise, idempotency_key, status, created_at, delivered_at)
      select ${customer.id}, case when g % 2 = 0 then 'COD' else 'online' end, ${JSON.stringify(address)}::jsonb, '560034', 60000, 45000, 45000, 'bench-' || g,
        (array['pending','accepted','on-the-way','reached','delivered','not-delivered','cancelled','return-requested','return-request-accepted','return-request-rejected','return-request-approved','return-on-the-way','returned'])[1 + g % 13],
        now() - make_interval(hours => g), case when g % 13 = 4 then now() - make_interval(hours => g) end
      from generate_series(1, 1000) g`.execute(db);
    await sql`
      insert into order_line (order_id, product_id, product_name, public_id, category, size, image, hsn_code, gst_rate, unit_mrp_paise, unit_price_paise, quantity, line_total_paise)
      select o.id, p.id, p.name, p.public_id, p.category, p.net_quantity || ' ' || p.unit, '', p.hsn_code, p.gst_rate, p.mrp_paise, p.sale_price_paise, 2, p.sale_price_paise * 2
      from customer_order o cross join (select * from product where active order by id limit 2) p where o.customer_id = ${customer.id}`.execute(db);
    // Pending cash-on-delivery orders for the operator to accept, one per live-event measurement.
    const pending = await sql<{ order_number: string }>`
      insert into customer_order (customer_id, payment_type, delivery_address, pincode, mrp_total_paise, subtotal_paise, total_paise, idempotency_key, status)
      select ${customer.id}, 'COD', ${JSON.stringify(address)}::jsonb, '560034', 60000, 45000, 45000, 'bench-live-' || g, 'pending'
      from generate_series(1, ${LIVE_CHANGES}) g
      returning order_number`.execute(db);
    // 5,000 reviews of one product (the rating aggregate follows by trigger), to set beside one with none.
    await sql`
      insert into product_review (product_id, customer_name, rating, title, review, created_at, updated_at)
      select p.id, 'Shopper ' || g || '.', 1 + g % 5, 'Review ' || g, 'Cleans the marble floor well and the neem smell keeps the ants away. ' || g,
        now() - make_interval(mins => g), now() - make_interval(mins => g)
      from product p cross join generate_series(1, ${REVIEWED.count}) g where p.public_id = ${REVIEWED.many}`.execute(db);
    await sql`
      with placed as (
        insert into customer_order (customer_id, payment_type, delivery_address, pincode, mrp_total_paise, subtotal_paise, total_paise, idempotency_key, status)
        select ${customer.id}, 'online', ${JSON.stringify(address)}::jsonb, '560034', 60000, 45000, 45000, 'bench-webhook-' || g, 'pending'
        from generate_series(1, ${WEBHOOK_ORDERS}) g
        returning id, idempotency_key
      )
      insert into payment (order_id, provider, provider_order_id, amount_paise)
      select id, 'local', 'order_bench_' || substring(idempotency_key from 15), 45000 from placed`.execute(db);
    // A default address and a cart of two products: the cart and payment step as a signed-in shopper sees them.
    await db
      .insertInto("customer_address")
      .values({
        customer_id: customer.id,
        first_name: address.firstName,
        last_name: address.lastName,
        pincode: address.pincode,
        apartment: address.apartment,
        city: address.city,
        street: address.street,
        street_address2: address.streetAddress2,
        phone_number: address.phoneNumber,
        is_default: true,
      })
      .execute();
    await sql`
      insert into cart_line (customer_id, product_id, quantity)
      select ${customer.id}, id, 1 from product where active order by id limit 2`.execute(db);
    const delivered = await db
      .selectFrom("customer_order")
      .select("order_number")
      .where("customer_id", "=", customer.id)
      .where("status", "=", "delivered")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const { token } = await issueToken(db, loadApiEnv(), customer.id, { deviceType: "web" });
    return { token, customerId: customer.id, deliveredOrder: delivered.order_number, pendingOrders: pending.rows.map((r) => r.order_number) };
  } finally {
    await db.destroy();
  }
}
const orders = await prepareOrders();

/** With `--tracing`, where the processes send their spans: it takes OTLP/HTTP as a collector does, and counts. */
const tracing = TRACING_SHARE ? await spanReceiver(PORT + 5) : null;

const shopEnv = {
  ...process.env,
  ...tracing?.env,
  PORT: String(PORT),
  API_PORT: String(API_PORT),
  PGLITE_DATA_DIR: ".data/bench/pglite",
  RATE_LIMIT_MAX: "100000000",
  ...SECRETS,
  // The console's pages are measured with an operator signed in by this number's fixed code.
  OTP_TEST_NUMBERS: `${BENCH_OPERATOR}:123456`,
  LOG_LEVEL: "warn",
};
const startShop = () => spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { stdio: ["ignore", "ignore", "inherit"], env: shopEnv });
let shop = startShop();
const stopShop = () => shop.exitCode === null && shop.kill("SIGTERM");
process.on("exit", stopShop);

async function waitFor(url: string) {
  if (!(await answers(url, { seconds: 300, everyMs: 250 }))) throw new Error(`${url} did not come up`);
}

/** A session with a chosen location, made the way a shopper makes it: through the location form. */
async function sessionWithLocation(pincode: string): Promise<string> {
  const home = await fetch(`${site}/`);
  const cookies = home.headers.getSetCookie().map((c) => c.split(";")[0]);
  const token = /name="csrf" value="([^"]+)"/.exec(await home.text())?.[1] ?? "";
  const set = await fetch(`${site}/location`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") },
    body: new URLSearchParams({ csrf: token, pincode, redirectTo: "/" }),
  });
  const session = set.headers.getSetCookie().map((c) => c.split(";")[0]);
  return [...cookies.filter((c) => !session.some((s) => s.split("=")[0] === c.split("=")[0])), ...session].join("; ");
}

/**
 * A session after choosing Hindi with the header's switch (docs/i18n.md). Give it a session of its own:
 * the switch changes the session it is given, and the English rows must stay English.
 */
async function inHindi(cookie: string): Promise<string> {
  const token = /name="csrf" value="([^"]+)"/.exec(await fetch(`${site}/`, { headers: { cookie } }).then((r) => r.text()))?.[1] ?? "";
  const set = await fetch(`${site}/language`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrf: token, language: "hi", back: "/" }),
  });
  const session = set.headers.getSetCookie().map((c) => c.split(";")[0]);
  const kept = cookie.split("; ").filter((c) => !session.some((s) => s.split("=")[0] === c.split("=")[0]));
  return [...kept, ...session].join("; ");
}

/**
 * `url` may be a list: each request asks for the next address in it, round and round. `request`, when
 * given, makes each request's own body and headers.
 */
type Target = {
  name: string;
  url: string | string[];
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  request?: () => { body: string; headers: Record<string, string> };
};

function load(target: Target, connections = CONNECTIONS, seconds = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const urls = [target.url].flat();
  let sent = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const own = target.request?.();
      const req = http.request(urls[sent++ % urls.length], { method: target.method ?? "GET", agent, headers: own?.headers ?? target.headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if ((res.statusCode ?? 500) >= 400) errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(own?.body ?? target.body);
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const began = performance.now();
  return Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    return { requests: latencies.length, rps: latencies.length / ((performance.now() - began) / 1000), p50: pct(50), p95: pct(95), p99: pct(99), errors };
  });
}

await waitFor(`${api}/v1/health`);
await waitFor(`${site}/`);
const cookie = await sessionWithLocation("560034");
const listHtml = await fetch(`${site}/product_list/prefill/all`, { headers: { cookie } }).then((r) => r.text());
const detailPath = /href="(\/product_detail\/[^"]+)"/.exec(listHtml)?.[1];

/**
 * Another storefront on the same API, as `npm start` runs one (the shop has built it by now), serving
 * `buildDir` (this tree's build unless given), with more `node` flags (`--cpu-prof`, which
 * NODE_OPTIONS may not carry) when asked; it answers once its home page does.
 */
async function extraStorefront(
  port: number,
  { buildDir, nodeFlags = [], env = {} }: { buildDir?: string; nodeFlags?: string[]; env?: Record<string, string> } = {},
) {
  const child = spawn(process.execPath, [...nodeFlags, ...STOREFRONT_NODE_FLAGS, "--import", "tsx", "server/storefront/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...shopEnv,
      NODE_ENV: "production",
      COOKIE_SECURE: "false",
      PORT: String(port),
      API_URL: api,
      ALLOW_LOCAL_TEST_GATEWAY,
      ALLOW_OTP_TEST_NUMBERS,
      ...(buildDir ? { STOREFRONT_BUILD_DIR: buildDir } : {}),
      ...env,
    },
  });
  const killOnExit = () => child.exitCode === null && child.kill("SIGTERM");
  process.on("exit", killOnExit);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return {
    url,
    cpu: () => processCpu(child.pid!).storefront,
    stop: () => {
      process.off("exit", killOnExit);
      child.kill("SIGTERM");
      return new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

if (PROFILE_DIR) {
  // Each of its processes writes its profile as it exits.
  const profiled = await extraStorefront(PORT + 1, { nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] });
  const page = { name: PROFILED_PAGE, url: `${profiled.url}${PROFILED_PAGE === "product" ? detailPath : "/product_list/prefill/all"}`, headers: { cookie } };
  await load(page);
  const r = await load(page);
  await profiled.stop();
  stopShop();
  const files = readdirSync(PROFILE_DIR).map((f) => `${PROFILE_DIR}/${f}`);
  console.log(`\n${PROFILED_PAGE} page under the profiler: ${r.rps.toFixed(0)} req/s; where the storefront's busy time went (${files.length} processes)`);
  for (const [by, count] of [
    ["package", 12],
    ["function", 20],
  ] as const) {
    console.log(`\nby ${by}:`);
    for (const { share, name } of topOfProfiles(files, by, count)) console.log(`${share.toFixed(1).padStart(6)} %  ${name}`);
  }
  process.exit(0);
}

if (COMPARE_DIR || tracing) {
  // Two storefronts started alike on one API: this tree's build ("this") and the other ("other"). In
  // each round both serve each page in turn, one right after the other, the first of the two
  // alternating from round to round, so a machine whose speed drifts favours neither. A round's change
  // is this build's figure against the other's in that round; what is printed is the median change
  // with its 95 % confidence interval (order statistics of the rounds). Every COMPARE_BATCH rounds both
  // start afresh, so that neither build's figures hang on one process's luck (its compiled code, its heap).
  const hindiCookie = await inHindi(await sessionWithLocation("560034"));
  const targets = [
    { name: "product page", path: detailPath ?? "/", cookie },
    { name: "product page, in Hindi", path: detailPath ?? "/", cookie: hindiCookie },
  ].filter((target) => !ONLY || ONLY.test(target.name));
  type Turn = { "req/s": number; "p95 ms": number; "shop CPU ms/req": number; "API CPU ms/req": number };
  const turns = targets.map(() => ({ this: [] as Turn[], other: [] as Turn[] }));
  let compared: ({ name: "this" | "other" } & Awaited<ReturnType<typeof extraStorefront>>)[] = [];
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s a turn, ${COMPARE_ROUNDS} rounds: ` +
      (tracing ? `tracing ${TRACING_SHARE} of the pages ("this") against none ("other"), the API tracing in both` : `this build against ${COMPARE_DIR}`),
  );
  for (let round = 0; round < COMPARE_ROUNDS; round++) {
    if (round % COMPARE_BATCH === 0) {
      const builds = [
        { name: "this" as const, ...(await extraStorefront(PORT + 1)) },
        { name: "other" as const, ...(await extraStorefront(PORT + 2, tracing ? { env: { OTEL_TRACES_EXPORTER: "none" } } : { buildDir: COMPARE_DIR! })) },
      ];
      for (const build of builds)
        for (const target of targets)
          await load({ name: target.name, url: `${build.url}${target.path}`, headers: { cookie: target.cookie } }, CONNECTIONS, 3 * WARM_UP_SECONDS);
      compared = builds;
    }
    for (const [i, target] of targets.entries()) {
      for (const build of round % 2 ? [...compared].reverse() : compared) {
        const [before, apiBefore] = [build.cpu(), processCpu(shop.pid!).api];
        const r = await load({ name: target.name, url: `${build.url}${target.path}`, headers: { cookie: target.cookie } });
        const [after, apiAfter] = [build.cpu(), processCpu(shop.pid!).api];
        if (r.errors) throw new Error(`${target.name} on ${build.name}: ${r.errors} errors`);
        turns[i][build.name].push({
          "req/s": r.rps,
          "p95 ms": r.p95,
          "shop CPU ms/req": (after - before) / r.requests,
          "API CPU ms/req": (apiAfter - apiBefore) / r.requests,
        });
      }
    }
    if (round % COMPARE_BATCH === COMPARE_BATCH - 1 || round === COMPARE_ROUNDS - 1) await Promise.all(compared.map((b) => b.stop()));
  }
  const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
  const percent = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(1)} %`;
  for (const [i, target] of targets.entries()) {
    console.log(`\n${target.name}: this / other, the medians of the rounds; the change within a round, its median [95 % confidence]`);
    for (const figure of Object.keys(turns[i].this[0]) as (keyof Turn)[]) {
      const [mine, theirs] = [turns[i].this.map((t) => t[figure]), turns[i].other.map((t) => t[figure])];
      // A figure that is nothing in some round (the API's, while every answer is kept) has no change to speak of.
      const changes = sorted(mine.flatMap((x, n) => (theirs[n] ? [(100 * (x - theirs[n])) / theirs[n]] : [])));
      const n = changes.length;
      const k = Math.max(0, Math.floor(n / 2 - 0.98 * Math.sqrt(n)));
      const digits = figure === "req/s" ? 0 : 2;
      console.log(
        `  ${figure.padEnd(16)} ${sorted(mine)[mine.length >> 1].toFixed(digits).padStart(8)} / ${sorted(theirs)[theirs.length >> 1].toFixed(digits).padEnd(8)}`,
        n === mine.length ? `${percent(changes[n >> 1]).padStart(8)} [${percent(changes[k])} to ${percent(changes[n - 1 - k])}]` : "",
      );
    }
  }
  if (tracing) console.log(`\nspans received: ${tracing.spans()} in ${tracing.requests()} exports`);
  process.exit(0);
}

/** The browse pages measured with the demo catalogue and again at scale. */
const browsePages = (cookie: string): Target[] => [
  { name: "GET /product_list/prefill/all", url: `${site}/product_list/prefill/all`, headers: { cookie } },
  { name: "GET /search?q=floor+cleaner", url: `${site}/search?q=floor+cleaner`, headers: { cookie } },
  ...(detailPath ? [{ name: `GET ${detailPath}`, url: `${site}${detailPath}`, headers: { cookie } }] : []),
  { name: `GET product page, ${REVIEWED.count.toLocaleString("en-IN")} reviews`, url: `${site}/product_detail/prefill/${REVIEWED.many}`, headers: { cookie } },
  { name: "GET product page, no reviews", url: `${site}/product_detail/prefill/${REVIEWED.none}`, headers: { cookie } },
];
const hindi = await inHindi(await sessionWithLocation("560034"));
const operatorCookie = await consoleCookie();
const shopperCookie = await signedInCookie();
/** The pages a signed-in shopper sees most: the cart, the payment step, the order list and an order (the bench customer's). */
const signedInPages = [
  { path: "/cart", label: "cart" },
  { path: "/payment_method", label: "payment step" },
  { path: "/order_list", label: "order list" },
  { path: `/order_detail/${orders.deliveredOrder}`, label: "an order" },
];
const pages: Target[] = [
  { name: "GET /", url: `${site}/`, headers: { cookie } },
  ...browsePages(cookie),
  // The same list and product page in Hindi: its words come with the loaders' data, not as JavaScript.
  { name: "GET /product_list/prefill/all, in Hindi", url: `${site}/product_list/prefill/all`, headers: { cookie: hindi } },
  ...(detailPath ? [{ name: `GET ${detailPath}, in Hindi`, url: `${site}${detailPath}`, headers: { cookie: hindi } }] : []),
  // Signed in: the bench customer (1,600 orders, two products in the cart, a default address).
  ...signedInPages.map(({ path, label }) => ({ name: `GET ${path}, signed in (${label})`, url: `${site}${path}`, headers: { cookie: shopperCookie } })),
  // The operator console, signed in as an owner: tables and forms, every page of it.
  ...[
    "/admin/orders",
    `/admin/orders/${orders.deliveredOrder}`,
    "/admin/refunds",
    "/admin/subscriptions",
    "/admin/tickets",
    "/admin/products",
    "/admin/products/Lemon-Dishwash-Gel-500-ml",
    "/admin/products/new",
    "/admin/reviews",
    "/admin/areas",
    "/admin/coupons",
    "/admin/operators",
    "/admin/audit",
  ].map((path) => ({
    name: `GET ${path} (console)`,
    url: `${site}${path}`,
    headers: { cookie: operatorCookie },
  })),
];
const calls: Target[] = [
  {
    name: `POST /v1/${location.checkServiceableableArea.path}`,
    url: `${api}/v1/${location.checkServiceableableArea.path}`,
    method: location.checkServiceableableArea.method,
    body: JSON.stringify({ pincode: "560034", ipAddress: "127.0.0.1", customerId: null }),
    headers: { "content-type": "application/json" },
  },
  {
    // What the product page asks for its delivery promise when it has none kept (docs/decisions/024).
    name: `GET /v1/${delivery.getDeliveryPromise.path}`,
    url: `${api}/v1/${delivery.getDeliveryPromise.path}?pincode=560034&weight=580&amount=129`,
  },
  {
    name: `GET /v1/${ordersApi.getOrderList.path} (1,000 orders)`,
    url: `${api}/v1/${ordersApi.getOrderList.path}?sort=DESC&filter=all&page=1`,
    headers: { authorization: `Bearer ${orders.token}`, pincode: "560034" },
  },
  webhookDeliveries(),
];

/**
 * The payment provider's webhook: each delivery a new event (its own id, signed over its body as
 * Razorpay signs it), payment.captured for one of the orders waiting for payment in turn. The answer
 * comes once the event is stored; the settling is done after, by the outbox worker.
 */
function webhookDeliveries(): Target {
  let delivered = 0;
  return {
    name: "POST /v1/webhooks/razorpay (new event each)",
    url: `${api}/v1/webhooks/razorpay`,
    method: "POST",
    request: () => {
      const n = delivered++;
      const order = 1 + (n % WEBHOOK_ORDERS);
      const body = JSON.stringify({
        entity: "event",
        event: "payment.captured",
        payload: { payment: { entity: { id: `pay_bench_${order}`, order_id: `order_bench_${order}`, amount: 45000, status: "captured" } } },
      });
      return {
        body,
        headers: {
          "content-type": "application/json",
          "x-razorpay-event-id": `evt_bench_${n}`,
          "x-razorpay-signature": createHmac("sha256", SECRETS.LOCAL_GATEWAY_WEBHOOK_SECRET).update(body).digest("hex"),
        },
      };
    },
  };
}

async function measure(targets: Target[], cookie: string) {
  console.log(
    "target".padEnd(58),
    ..."req/s p50_ms p95_ms p99_ms errors".split(" ").map((h) => h.replace("_", " ").padStart(8)),
    ..."API_cpu_ms shop_cpu_ms JS_gz_KB HTML_gz_KB".split(" ").map((h) => h.replaceAll("_", " ").padStart(12)),
  );
  for (const target of targets) {
    // Unmeasured first: the processes compile this page's code paths and settle their heaps.
    await load(target, CONNECTIONS, WARM_UP_SECONDS);
    const before = processCpu(shop.pid!);
    const r = await load(target);
    const after = processCpu(shop.pid!);
    const url = [target.url].flat()[0];
    const path = url.startsWith(site) ? url.slice(site.length) : null;
    const pageCookie = target.headers?.cookie ?? cookie;
    const js = path ? (await firstLoadJs(site, path, pageCookie)).bytes / 1024 : null;
    const html = path ? gzipSync(await fetch(`${site}${path}`, { headers: { cookie: pageCookie } }).then((r) => r.text())).length / 1024 : null;
    console.log(
      target.name.slice(0, 58).padEnd(58),
      ...[r.rps.toFixed(0), r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), String(r.errors)].map((v) => v.padStart(8)),
      ...[(after.api - before.api) / r.requests, (after.storefront - before.storefront) / r.requests].map((v) => v.toFixed(2).padStart(12)),
      ...[js, html].map((kb) => (kb === null ? "-" : kb.toFixed(1)).padStart(12)),
    );
  }
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, on ${site} (embedded database)\n`);
await measure(
  [...pages, ...calls].filter((target) => !ONLY || ONLY.test(target.name)),
  cookie,
);
if (ONLY) process.exit(0);

// One shopper at a time: what a single request costs, without queueing behind 49 others.
const single = await load(
  {
    name: "order list",
    url: `${api}/v1/${ordersApi.getOrderList.path}?sort=DESC&filter=status:delivered&page=2`,
    headers: { authorization: `Bearer ${orders.token}` },
  },
  1,
);
console.log(
  `\norder list of a customer with 1,000 orders, one connection: p50 ${single.p50.toFixed(1)} ms, p95 ${single.p95.toFixed(1)} ms, errors ${single.errors}`,
);

// The product page with 5,000 reviews beside one with none, one shopper at a time: same work, same time.
const side: string[] = [];
for (const [label, id] of [
  [`${REVIEWED.count.toLocaleString("en-IN")} reviews`, REVIEWED.many],
  ["no reviews", REVIEWED.none],
]) {
  const r = await load({ name: label, url: `${site}/product_detail/prefill/${id}`, headers: { cookie } }, 1);
  side.push(`${label} p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (errors ${r.errors})`);
}
console.log(`product page, one connection: ${side.join(" | ")}`);

// The GST invoice PDF, one at a time (the first request numbers it; the rest render the same invoice).
const invoiceTimes: number[] = [];
let invoiceBytes = 0;
for (let i = 0; i < 40; i++) {
  const started = performance.now();
  const res = await sendOperation(api, ordersApi.genrateInvoice, {
    body: { orderId: orders.deliveredOrder },
    headers: { authorization: `Bearer ${orders.token}` },
  });
  const pdf = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`genrateInvoice answered ${res.status}: ${pdf.toString()}`);
  invoiceTimes.push(performance.now() - started);
  invoiceBytes = pdf.length;
}
invoiceTimes.sort((a, b) => a - b);
console.log(`invoice PDF: median ${invoiceTimes[invoiceTimes.length >> 1].toFixed(1)} ms, ${(invoiceBytes / 1024).toFixed(1)} KB`);
if (process.env.BENCH_LIGHTHOUSE !== "0") {
  const everywhere: Network[] = ["slow 4G", "regular 3G"];
  const rows = await runLighthouse(
    site,
    [
      { path: "/", cookie, networks: [...everywhere, "2G"] },
      { path: "/product_list/prefill/all", cookie, networks: [...everywhere, "2G"] },
      ...(detailPath ? [{ path: detailPath, cookie, networks: everywhere }] : []),
      { path: "/cart", cookie, networks: everywhere },
      ...signedInPages
        .filter(({ path }) => path !== "/payment_method")
        .map(({ path }) => ({
          path,
          name: `${path}, signed in`,
          cookie: shopperCookie,
          networks: path === "/order_list" ? [...everywhere, "2G" as const] : everywhere,
        })),
    ],
    LIGHTHOUSE_RUNS,
  );
  console.log(`\nLighthouse, mobile preset (simulated throttling; 2G: 250 kbps, 300 ms, 4x CPU), median of ${LIGHTHOUSE_RUNS} runs\n`);
  console.log(
    "page".padEnd(52),
    "network".padEnd(11),
    ..."perf a11y FCP_ms LCP_ms TBT_ms CLS JS_KB machine".split(" ").map((h) => h.replace("_", " ").padStart(8)),
  );
  for (const r of rows) {
    console.log(
      r.page.padEnd(52),
      r.network.padEnd(11),
      ...[
        r.performance,
        r.accessibility,
        r.fcp.toFixed(0),
        r.lcp.toFixed(0),
        r.tbt.toFixed(0),
        r.cls.toFixed(3),
        (r.scriptBytes / 1024).toFixed(1),
        r.benchmarkIndex.toFixed(0),
      ].map((v) => String(v).padStart(8)),
      r.error ?? "",
    );
  }
  const notInstallable = await installability(site, cookie);
  console.log(
    `\ninstallable (Chromium's installability check, as Lighthouse's audit asked it): ${notInstallable.length ? `no: ${notInstallable.join(", ")}` : "yes"}`,
  );
}

/** A storefront session of the bench customer, signed in, made in the API's session store as the storefront saves one. */
async function signedInCookie(): Promise<string> {
  const data = await callOperation(
    api,
    storefront.createSession,
    {
      body: {
        data: {
          location: { pincode: "560034", city: "Bengaluru" },
          customer: { token: orders.token, id: orders.customerId, firstName: "Bench", lastName: "Buyer" },
        },
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    },
    { authorization: `Bearer ${SECRETS.STOREFRONT_API_SECRET}` },
  );
  const cookie = createCookie("session", { secrets: [SECRETS.SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" });
  return (await cookie.serialize(`${data.id}.${data.version}`)).split(";")[0];
}

/** The console's session of an owner the bench adds and signs in (the API's own sign-in), as /admin/code saves one. */
async function consoleCookie(): Promise<string> {
  await callOperation(
    api,
    operators.addOperator,
    { body: { phoneNumber: BENCH_OPERATOR, name: "Bench Owner", role: "owner" } },
    { authorization: `Bearer ${SECRETS.OPERATOR_TOKEN}` },
  );
  await callOperation(api, operators.sendOperatorOtp, { body: { phoneNumber: BENCH_OPERATOR } });
  const signedIn = await callOperation(api, operators.verifyOperatorOtp, { body: { phoneNumber: BENCH_OPERATOR, otp: "123456" } });
  const { id, version } = await callOperation(
    api,
    storefront.createSession,
    { body: { data: { operator: { ...signedIn.operator, token: signedIn.token } }, expiresAt: new Date(Date.now() + 8 * 3_600_000) } },
    { authorization: `Bearer ${SECRETS.STOREFRONT_API_SECRET}` },
  );
  const cookie = createCookie("console", { secrets: [SECRETS.SESSION_SECRET], path: "/admin", httpOnly: true, sameSite: "lax" });
  return (await cookie.serialize(`${id}.${version}`)).split(";")[0];
}

/** Opens a page's /events stream; resolves once the storefront says `ready`, with a way to read it and to close it. */
function openEvents(cookie: string, agent: http.Agent): Promise<{ text: () => string; clear: () => void; close: () => void }> {
  return new Promise((resolve, reject) => {
    let text = "";
    const req = http.get(`${site}/events`, { agent, headers: { cookie, accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`/events answered ${res.statusCode}`));
      res.setEncoding("utf8");
      let ready = false;
      res.on("data", (chunk: string) => {
        text += chunk;
        if (!ready && text.includes("event: ready")) {
          ready = true;
          resolve({ text: () => text, clear: () => (text = ""), close: () => req.destroy() });
        }
      });
    });
    req.on("error", reject);
  });
}

const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

// An operator's change to the event reaching a connected page: accept an order, wait for its notification on the stream.
const page = await openEvents(shopperCookie, streamAgent);
const eventTimes: number[] = [];
for (const orderNumber of orders.pendingOrders) {
  page.clear();
  const started = performance.now();
  await callOperation(
    api,
    ordersApi.updateOrderStatus,
    { body: { orderId: orderNumber, status: "accepted" } },
    { authorization: `Bearer ${SECRETS.OPERATOR_TOKEN}` },
  );
  while (!page.text().includes(`Order ${orderNumber}: Accepted`)) {
    if (performance.now() - started > 10_000) throw new Error(`no event for ${orderNumber} within 10 s`);
    await new Promise((r) => setTimeout(r, 1));
  }
  eventTimes.push(performance.now() - started);
}
page.close();
eventTimes.sort((a, b) => a - b);
const at = (p: number) => eventTimes[Math.min(eventTimes.length - 1, Math.floor((p / 100) * eventTimes.length))];
console.log(
  `operator change to the event at a connected page, ${eventTimes.length} changes: p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${at(100).toFixed(1)} ms`,
);

// 1,000 idle connected pages: what they cost in memory, once all are open and settled.
const settle = () => new Promise((r) => setTimeout(r, 2000));
await settle();
const before = processMemory(shop.pid!);
const idle: Awaited<ReturnType<typeof openEvents>>[] = [];
for (let i = 0; i < IDLE_CLIENTS; i += 50) idle.push(...(await Promise.all(Array.from({ length: 50 }, () => openEvents(shopperCookie, streamAgent)))));
await settle();
const after = processMemory(shop.pid!);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `${idle.length} idle /events clients: storefront RSS (all its processes) ${mb(before.storefront)} → ${mb(after.storefront)} MB (+${((after.storefront - before.storefront) / idle.length / 1024).toFixed(1)} KB each); ` +
    `API RSS ${mb(before.api)} → ${mb(after.api)} MB (+${((after.api - before.api) / idle.length / 1024).toFixed(1)} KB each)`,
);
for (const client of idle) client.close();
streamAgent.destroy();
// A review photo as a phone takes it (4,000 × 3,000 JPEG with sensor noise) checked, scaled to 1,600 px and stored as WebP.
const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#8a7", noise: { type: "gaussian", mean: 120, sigma: 12 } } })
  .jpeg({ quality: 85 })
  .toBuffer();
const photoTimes: number[] = [];
let webpBytes = 0;
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  webpBytes = (await processPhoto(camera)).bytes.length;
  photoTimes.push(performance.now() - started);
}
photoTimes.sort((a, b) => a - b);
console.log(
  `review photo 4,000 × 3,000 JPEG (${(camera.length / 1024 / 1024).toFixed(1)} MB) → 1,600 px WebP (${(webpBytes / 1024).toFixed(0)} KB): median ${photoTimes[2].toFixed(0)} ms, slowest ${photoTimes[4].toFixed(0)} ms`,
);
/**
 * Storefront addresses for the scale section that differ from one request to the next, more of each
 * kind than a storefront process keeps answers (500), so that they measure the API's work and not the
 * kept answers: every page of every list (each category, and each category and type, at a computer's
 * 9 products a page), and searches for the beginnings of the words in the products' names (two
 * letters and more) and for the pairs of words that stand together in them. Each kind is in a fixed
 * scrambled order, so a few seconds of requests reach every list, every depth and every kind of word.
 */
async function spreadUrls(db: Db): Promise<{ lists: string[]; searches: string[] }> {
  const size = listLayoutFor("web").pageSize;
  const groups = await db
    .selectFrom("product")
    .where("active", "=", true)
    .groupBy(["category", "product_type"])
    .select((eb) => ["category", "product_type", eb.fn.countAll<string>().as("n")])
    .execute();
  const lists = new Map<string, number>();
  for (const { category, product_type, n } of groups) {
    lists.set(`/product_list/${category}/all`, (lists.get(`/product_list/${category}/all`) ?? 0) + Number(n));
    lists.set(`/product_list/${category}/${product_type}`, Number(n));
  }
  const pages = [...lists].flatMap(([path, n]) => Array.from({ length: Math.ceil(n / size) }, (_, i) => (i ? `${path}?page=${i + 1}` : path)));
  const { rows } = await sql<{ q: string }>`
    with names as (select regexp_split_to_array(lower(name), ' ') as w from product where active),
         words as (select distinct w[i] as word, w[i + 1] as next from names, generate_subscripts(w, 1) i where w[i] ~ '^[a-z]{2,}$')
    select left(word, n) as q from words, generate_series(2, length(word)) n
    union
    select word || ' ' || next from words where next ~ '^[a-z]+$'`.execute(db);
  const scrambled = (paths: string[]) => {
    const key = (path: string) => createHash("sha1").update(path).digest("hex");
    return paths.sort((a, b) => key(a).localeCompare(key(b))).map((path) => `${site}${path}`);
  };
  return { lists: scrambled(pages), searches: scrambled(rows.map((r) => `/search?q=${encodeURIComponent(r.q)}`)) };
}

if (SCALE_PRODUCTS > 0) {
  // PGlite has one process: the shop stops while the catalogue grows, and starts again on it.
  stopShop();
  await new Promise((resolve) => shop.once("exit", resolve));
  const db = openDb({ pgliteDataDir: ".data/bench/pglite" });
  const started = performance.now();
  const seeded = await seedScaleCatalogue(db, SCALE_PRODUCTS);
  console.log(`\nat scale: ${seeded.join(", ")} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const spread = await spreadUrls(db).finally(() => db.destroy());
  console.log("one address again and again can be answered from the storefront's kept answers; addresses in turn (more than it keeps) cannot\n");
  shop = startShop();
  await waitFor(`${api}/v1/health`);
  await waitFor(`${site}/`);
  const scaleCookie = await sessionWithLocation("560034");
  await measure(
    [
      ...browsePages(scaleCookie),
      { name: "GET /product_list/prefill/all?page=500", url: `${site}/product_list/prefill/all?page=500`, headers: { cookie: scaleCookie } },
      { name: `GET /product_list/…?page=n, ${spread.lists.length} pages in turn`, url: spread.lists, headers: { cookie: scaleCookie } },
      { name: `GET /search?q=…, ${spread.searches.length} searches in turn`, url: spread.searches, headers: { cookie: scaleCookie } },
    ],
    scaleCookie,
  );
}
stopShop();
process.exit(0);

/**
 * An OTLP/HTTP receiver on `port` for `--tracing`: answers each export as a collector does (200, an
 * empty answer) and counts what came; `env` points the processes' tracing at it.
 */
async function spanReceiver(port: number) {
  let spans = 0;
  let requests = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests++;
      spans += (
        Buffer.concat(chunks)
          .toString()
          .match(/"spanId"/g) ?? []
      ).length;
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  server.unref();
  return {
    env: { OTEL_TRACES_EXPORTER: "otlp", OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_TRACES_SAMPLER_ARG: TRACING_SHARE! },
    spans: () => spans,
    requests: () => requests,
  };
}
