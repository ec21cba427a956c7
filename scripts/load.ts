import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import { rmSync } from "node:fs";
import { sql } from "kysely";
import pg from "pg";
import { migrateToLatest, openDb } from "../server/api/db";
import { ALLOW_LOCAL_TEST_GATEWAY, ALLOW_OTP_TEST_NUMBERS } from "../server/api/env";
import { seedDemoData } from "../server/api/seed";
import { diskStorage } from "../server/api/services/storage";
import { STOREFRONT_NODE_FLAGS } from "../server/storefront/node-flags";
import { answers } from "./supervisor";

/**
 * `npm run load`: the whole journey of many shoppers at once, against the shop run as production runs
 * it on one machine: two storefront processes (Node's cluster, as main.ts runs them), two API processes
 * behind a round-robin balancer, one worker, PostgreSQL and Redis. Each virtual shopper walks the pages as a browser without
 * JavaScript does, journey after journey with no pause: the home page, a pincode, a list, a search, a
 * product, add to cart, sign in with a fixed-code number, pay cash on delivery, the order's page. It
 * reports completed journeys per minute, p50/p95/p99 of each step and the errors, then checks in the
 * database that every order a shopper was shown exists once, with its lines, totals and stock right.
 *
 *   npm run load -- --shoppers 100 --seconds 60
 *   npm run load -- --kill      kills one API process and the worker a third of the way in, restarts
 *                               them 10 s later, and reports the errors before, during and after
 *
 * LOAD_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/homecare_load) is dropped and made
 * afresh; REDIS_URL (default redis://127.0.0.1:6379) holds the rate-limit counters. Figures:
 * docs/benchmarks.md#whole-journey-load.
 */
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SHOPPERS = arg("shoppers", 50);
const SECONDS = arg("seconds", 60);
const KILL = process.argv.includes("--kill");
const DATABASE_URL = process.env.LOAD_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/homecare_load";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const BASE_PORT = arg("port", 5600);
const PORTS = { shop: BASE_PORT, api: BASE_PORT + 1, apis: [BASE_PORT + 20, BASE_PORT + 21] };
const BUILD_DIR = ".data/load/build";
/** The shoppers' numbers: each signs in with its own, code 123456 (OTP_TEST_NUMBERS). */
const numbers = Array.from({ length: SHOPPERS }, (_, i) => `70000${String(i + 1).padStart(5, "0")}`);
const PINCODE = "560034";

const SECRETS = {
  SESSION_SECRET: "load-session-secret-0123456789abcdef",
  STOREFRONT_API_SECRET: "load-storefront-api-secret-0123456789abcdef",
  OPERATOR_TOKEN: "load-operator-token-0123456789abcdef",
  METRICS_TOKEN: "load-metrics-token-0123456789abcdef",
  OTP_SECRET: "load-otp-secret-0123456789abcdef",
  LOCAL_GATEWAY_SECRET: "load-local-gateway-secret-0123456789abcdef",
  LOCAL_GATEWAY_WEBHOOK_SECRET: "load-local-gateway-webhook-secret-0123456789abcdef",
  WHATSAPP_APP_SECRET: "load-whatsapp-app-secret-0123456789abcdef",
  WHATSAPP_VERIFY_TOKEN: "load-whatsapp-verify-token-0123456789",
  COURIER_WEBHOOK_TOKEN: "load-courier-webhook-token-0123456789",
};
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...SECRETS,
  NODE_ENV: "production",
  DATABASE_URL,
  REDIS_URL,
  API_RUNS_WORK: "false",
  API_URL: `http://127.0.0.1:${PORTS.api}`,
  STOREFRONT_BUILD_DIR: BUILD_DIR,
  COOKIE_SECURE: "false",
  OTP_TEST_NUMBERS: numbers.map((n) => `${n}:123456`).join(","),
  ALLOW_OTP_TEST_NUMBERS,
  ALLOW_LOCAL_TEST_GATEWAY,
  // Every shopper comes from 127.0.0.1 and signs in again each journey: the limits meant for one
  // person are lifted, the work behind them is not.
  RATE_LIMIT_MAX: "100000000",
  RATE_LIMIT_MAX_PER_ADDRESS: "100000000",
  OTP_MAX_PER_NUMBER_PER_HOUR: "100000000",
  OTP_MAX_PER_IP_PER_HOUR: "100000000",
  LOG_LEVEL: "warn",
};

// ---------------------------------------------------------------------------------------------------
// The shop

/** A fresh database with the demo data, stock for every order the run can place, and each shopper registered with an address. */
async function prepareDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const db = openDb({ databaseUrl: DATABASE_URL, pgliteDataDir: ".data/load/unused" });
  try {
    await migrateToLatest(db);
    rmSync(".data/load/uploads", { recursive: true, force: true });
    await seedDemoData(db, diskStorage(".data/load/uploads"));
    await sql`update product set stock = 1000000 where active`.execute(db);
    await sql`
      with added as (
        insert into customer (phone_number, first_name, last_name, email, pincode)
        select n, 'Load', 'Shopper ' || i, null, ${PINCODE} from unnest(${numbers}::text[]) with ordinality as t(n, i)
        returning id, phone_number
      )
      insert into customer_address (customer_id, first_name, last_name, pincode, apartment, city, street, street_address2, phone_number, is_default)
      select id, 'Load', 'Shopper', ${PINCODE}, 'Lake View', 'Bengaluru', 'Koramangala', 'B-304', phone_number, true from added`.execute(db);
    const stock = await sql<{ id: string; stock: number }>`select public_id as id, stock from product where active`.execute(db);
    return new Map(stock.rows.map((row) => [row.id, Number(row.stock)]));
  } finally {
    await db.destroy();
  }
}

type Process = { name: string; start: () => ChildProcess; child?: ChildProcess };
const node = (name: string, script: string, extra: Record<string, string>, flags: string[] = []): Process => ({
  name,
  start: () => spawn(process.execPath, [...flags, "--import", "tsx", script], { stdio: ["ignore", "ignore", "inherit"], env: { ...env, ...extra } }),
});
const processes = {
  apis: PORTS.apis.map((port, i) => node(`API ${i + 1}`, "server/api/main.ts", { API_PORT: String(port) })),
  worker: node("worker", "server/api/worker.ts", {}),
  shop: node("storefront", "server/storefront/main.ts", { PORT: String(PORTS.shop), STOREFRONT_PROCESSES: "2" }, STOREFRONT_NODE_FLAGS),
};
const all = () => [...processes.apis, processes.worker, processes.shop];
const launch = (p: Process) => (p.child = p.start());
const stopAll = () => all().forEach((p) => p.child?.exitCode === null && p.child.kill("SIGKILL"));
process.on("exit", stopAll);

/**
 * A round-robin TCP balancer in front of processes of one kind: each new connection goes to the next
 * backend, and to the one after it when that one refuses (a process killed), as a load balancer with
 * health checks would.
 */
function balancer(port: number, backends: number[]) {
  let next = 0;
  const server = net.createServer((client) => {
    client.pause();
    const attempt = (tries: number) => {
      const upstream = net.connect(backends[next++ % backends.length], "127.0.0.1");
      let connected = false;
      upstream.once("connect", () => {
        connected = true;
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      upstream.once("error", () => {
        if (!connected && tries > 1) attempt(tries - 1);
        else client.destroy();
      });
      client.once("error", () => upstream.destroy());
      client.once("close", () => upstream.destroy());
    };
    attempt(backends.length);
  });
  server.listen(port, "127.0.0.1");
  return server;
}

async function ready(url: string) {
  if (!(await answers(url, { seconds: 120 }))) throw new Error(`${url} did not answer in 120 s`);
}

// ---------------------------------------------------------------------------------------------------
// A shopper: a browser without JavaScript

type Page = { status: number; path: string; html: string };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return m ? decode(m[1]) : null;
};

class Refused extends Error {}

class Browser {
  private cookies = new Map<string, string>();

  private async fetch(path: string, init: RequestInit = {}) {
    const response = await fetch(`http://127.0.0.1:${PORTS.shop}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "accept-language": "en-IN" },
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** Follows redirects as a browser does, GET after a post; a page that is not 200 is a failed step. */
  private async follow(response: Response, path: string): Promise<Page> {
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 5; hops++) {
      await response.arrayBuffer();
      const next = new URL(response.headers.get("location")!, `http://shop${path}`);
      path = next.pathname + next.search;
      response = await this.fetch(path);
    }
    const html = await response.text();
    if (response.status !== 200) throw new Refused(`${path} answered ${response.status}`);
    return { status: response.status, path, html };
  }

  get(path: string) {
    return this.fetch(path).then((r) => this.follow(r, path));
  }

  /** Posts the first form of `page` whose markup matches `which`: its inputs as they are (the honeypot empty, the checked choices), then `fields`. */
  async submit(page: Page, which: RegExp, fields: Record<string, string>) {
    const form = [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find((m) => which.test(m[0]));
    if (!form) throw new Refused(`${page.path} has no form like ${which}`);
    const body = new URLSearchParams();
    for (const [input] of form[2].matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, "name");
      const type = attribute(input, "type");
      const chosen = type !== "radio" && type !== "checkbox" ? type !== "submit" : / checked/.test(input);
      if (name && chosen && !(name in fields)) body.append(name, attribute(input, "value") ?? "");
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const action = attribute(form[1], "action") ?? page.path;
    const response = await this.fetch(action, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    return this.follow(response, action);
  }
}

// ---------------------------------------------------------------------------------------------------
// The journey

const STEPS = ["home", "pincode", "list", "search", "product", "add to cart", "sign in", "place order", "order page"] as const;
type Step = (typeof STEPS)[number];
const SEARCHES = ["floor", "lemon", "hand wash", "refill", "toilet", "neem", "detergent", "glass"];

type Sample = { step: Step; ms: number; at: number; ok: boolean; error?: string };
const samples: Sample[] = [];
/** Orders shown to shoppers; `exact` when the shopper's cart held nothing from an earlier journey, so the order is one unit of `product`. */
const acknowledged: { order: string; phone: string; product: string; exact: boolean }[] = [];
/** Shoppers whose cart may hold something from a journey that did not end in an order. */
const leftovers = new Set<string>();
let attempts = 0;

async function timed<T>(step: Step, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    samples.push({ step, ms: performance.now() - started, at: Date.now(), ok: true });
    return result;
  } catch (error) {
    samples.push({
      step,
      ms: performance.now() - started,
      at: Date.now(),
      ok: false,
      error: error instanceof Error ? error.message.slice(0, 120) : String(error),
    });
    throw error;
  }
}

async function journey(phone: string, n: number) {
  const browser = new Browser();
  const home = await timed("home", () => browser.get("/"));
  await timed("pincode", () => browser.submit(home, /action="\/location"/, { pincode: PINCODE, intent: "manual" }));
  const list = await timed("list", () => browser.get("/product_list/prefill/all"));
  const products = [...new Set([...list.html.matchAll(/href="\/product_detail\/prefill\/([\w-]+)"/g)].map((m) => m[1]))];
  if (!products.length) throw new Refused("the list shows no products");
  await timed("search", () => browser.get(`/search?q=${encodeURIComponent(SEARCHES[n % SEARCHES.length])}`));
  const product = products[n % products.length];
  const detail = await timed("product", () => browser.get(`/product_detail/prefill/${product}`));
  const exact = !leftovers.has(phone);
  leftovers.add(phone);
  await timed("add to cart", () => browser.submit(detail, /name="intent" value="add"/, {}));
  await timed("sign in", async () => {
    const dialog = await browser.get("/?dialog=login");
    const otp = await browser.submit(dialog, /name="intent" value="login"/, { phoneNumber: phone });
    const signedIn = await browser.submit(otp, /name="intent" value="verify"/, { otp: "123456" });
    if (signedIn.html.includes('name="intent" value="verify"')) throw new Refused("the code was refused");
  });
  const payment = await browser.get("/payment_method").catch((error: unknown) => {
    samples.push({ step: "place order", ms: 0, at: Date.now(), ok: false, error: String(error).slice(0, 120) });
    throw error;
  });
  attempts++;
  const success = await timed("place order", () => browser.submit(payment, /name="paymentType"/, { paymentType: "COD" }));
  const order = success.path.match(/^\/success\/(NHC\d+)/)?.[1];
  if (!order) {
    samples.push({ step: "order page", ms: 0, at: Date.now(), ok: false, error: `placing ended on ${success.path}` });
    return;
  }
  acknowledged.push({ order, phone, product, exact });
  leftovers.delete(phone);
  await timed("order page", () => browser.get(`/order_detail/${order}`));
}

/** One shopper: journeys one after another until the time is up. */
async function shopper(index: number, until: number) {
  for (let n = index; Date.now() < until; n += SHOPPERS) {
    await journey(numbers[index], n).catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------
// Reports

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function report(started: number, ended: number) {
  const minutes = (ended - started) / 60_000;
  const done = samples.filter((s) => s.step === "order page" && s.ok).length;
  console.log(`\n${SHOPPERS} shoppers, ${((ended - started) / 1000).toFixed(0)} s: ${done} journeys completed, ${(done / minutes).toFixed(0)} a minute\n`);
  console.log("step".padEnd(14), ..."count p50_ms p95_ms p99_ms errors".split(" ").map((h) => h.replace("_", " ").padStart(9)));
  for (const step of STEPS) {
    const mine = samples.filter((s) => s.step === step);
    const times = mine
      .filter((s) => s.ok)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const errors = mine.length - times.length;
    console.log(
      step.padEnd(14),
      ...[String(mine.length), ...[50, 95, 99].map((p) => percentile(times, p).toFixed(0)), String(errors)].map((v) => v.padStart(9)),
    );
  }
  const kinds = new Map<string, number>();
  for (const s of samples.filter((s) => !s.ok)) kinds.set(`${s.step}: ${s.error}`, (kinds.get(`${s.step}: ${s.error}`) ?? 0) + 1);
  if (kinds.size)
    console.log(
      "\nerrors:\n" +
        [...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([k, n]) => `  ${n} × ${k}`)
          .join("\n"),
    );
}

function windowReport(windows: { name: string; from: number; to: number }[]) {
  console.log("\nerror rate by window (failed steps / steps):");
  for (const w of windows) {
    const mine = samples.filter((s) => s.at >= w.from && s.at < w.to);
    const failed = mine.filter((s) => !s.ok).length;
    console.log(`  ${w.name.padEnd(34)} ${failed} / ${mine.length} (${mine.length ? ((failed / mine.length) * 100).toFixed(1) : "0.0"} %)`);
  }
}

/** Every order a shopper was shown exists once, for that shopper, with the product they added; lines, totals and stock add up. */
async function verify(stockBefore: Map<string, number>) {
  const db = openDb({ databaseUrl: DATABASE_URL, pgliteDataDir: ".data/load/unused" });
  const problems: string[] = [];
  try {
    const orders = await sql<{
      order_number: string;
      phone: string;
      subtotal: number;
      total: number;
      line_sum: number;
      bad_lines: number;
      products: string[];
      lines: string[];
    }>`
      select o.order_number, c.phone_number as phone, o.subtotal_paise::int as subtotal,
        (o.total_paise + o.coupon_discount_paise + o.referral_discount_paise)::int as total,
        coalesce(sum(l.line_total_paise), 0)::int as line_sum,
        count(*) filter (where l.line_total_paise <> l.unit_price_paise * l.quantity)::int as bad_lines,
        array_agg(l.public_id) as products, array_agg(l.public_id || ' x' || l.quantity) as lines
      from customer_order o join customer c on c.id = o.customer_id left join order_line l on l.order_id = o.id
      where c.phone_number = any(${numbers}::text[])
      group by o.id, c.phone_number`.execute(db);
    const byNumber = new Map(orders.rows.map((row) => [row.order_number, row]));
    for (const shown of acknowledged) {
      const row = byNumber.get(shown.order);
      if (!row) problems.push(`${shown.order} was shown but is not in the database`);
      else if (row.phone !== shown.phone) problems.push(`${shown.order} belongs to another shopper`);
      else if (!row.products.includes(shown.product)) problems.push(`${shown.order} lacks ${shown.product}`);
      else if (shown.exact && row.lines.join() !== `${shown.product} x1`)
        problems.push(`${shown.order} holds ${row.lines.join(", ")}, not ${shown.product} x1`);
    }
    if (new Set(acknowledged.map((a) => a.order)).size !== acknowledged.length) problems.push("one order was shown to two journeys");
    for (const row of orders.rows) {
      if (row.bad_lines) problems.push(`${row.order_number}: a line's total is not its price times its quantity`);
      if (row.line_sum !== row.subtotal) problems.push(`${row.order_number}: lines add up to ${row.line_sum}, subtotal ${row.subtotal}`);
      if (row.total !== row.subtotal) problems.push(`${row.order_number}: total before discounts ${row.total}, subtotal ${row.subtotal}`);
    }
    if (orders.rows.length > attempts) problems.push(`${orders.rows.length} orders from ${attempts} attempts to place one`);
    const stock = await sql<{ id: string; stock: number; ordered: number }>`
      select p.public_id as id, p.stock::int as stock, coalesce((
        select sum(l.quantity) from order_line l join customer_order o on o.id = l.order_id where l.product_id = p.id and o.status <> 'cancelled'
      ), 0)::int as ordered
      from product p where p.active`.execute(db);
    for (const row of stock.rows) {
      const before = stockBefore.get(row.id);
      if (before !== undefined && before - row.ordered !== row.stock)
        problems.push(`${row.id}: stock ${row.stock}, expected ${before} less ${row.ordered} ordered`);
    }
    console.log(
      `\nchecked: ${acknowledged.length} orders shown to shoppers (${acknowledged.filter((a) => a.exact).length} of them line by line), ${orders.rows.length} in the database (${orders.rows.length - acknowledged.length} placed but not shown: the answer was lost), ${attempts} attempts`,
    );
  } finally {
    await db.destroy();
  }
  console.log(
    problems.length
      ? `PROBLEMS (${problems.length}):\n  ${problems.slice(0, 20).join("\n  ")}`
      : "every order shown exists once with its lines, totals and stock right",
  );
  return problems.length === 0;
}

// ---------------------------------------------------------------------------------------------------

console.log("building the storefront…");
const build = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: "ignore", env: { ...env } });
if (build.status !== 0) throw new Error("the storefront did not build");
console.log("preparing the database…");
const stockBefore = await prepareDatabase();
const apiBalancer = balancer(PORTS.api, PORTS.apis);
all().forEach(launch);
for (const port of PORTS.apis) await ready(`http://127.0.0.1:${port}/v1/health`);
await ready(`http://127.0.0.1:${PORTS.shop}/`);
console.log(
  `shop up: 2 storefronts, 2 APIs, 1 worker on ${new URL(DATABASE_URL).pathname.slice(1)}; ${SHOPPERS} shoppers for ${SECONDS} s${KILL ? ", killing an API and the worker" : ""}`,
);

const started = Date.now();
const until = started + SECONDS * 1000;
const windows: { name: string; from: number; to: number }[] = [];
const killing = KILL
  ? (async () => {
      const killAt = started + (SECONDS * 1000) / 3;
      await new Promise((r) => setTimeout(r, killAt - Date.now()));
      processes.apis[0].child?.kill("SIGKILL");
      processes.worker.child?.kill("SIGKILL");
      windows.push({ name: "before the kill", from: started, to: killAt });
      await new Promise((r) => setTimeout(r, 10_000));
      launch(processes.apis[0]);
      launch(processes.worker);
      await ready(`http://127.0.0.1:${PORTS.apis[0]}/v1/health`);
      const back = Date.now();
      windows.push({ name: "API 1 and the worker down (10 s)", from: killAt, to: killAt + 10_000 });
      windows.push({ name: "restarting until API 1 answers", from: killAt + 10_000, to: back });
      windows.push({ name: "after", from: back, to: until });
    })()
  : Promise.resolve();
await Promise.all([...numbers.map((_, i) => shopper(i, until)), killing]);
const ended = Date.now();
report(started, ended);
if (KILL) windowReport(windows);
// The worker finishes what the orders started (notifications) before the check; the check reads orders only.
const ok = await verify(stockBefore);
apiBalancer.close();
stopAll();
process.exit(ok ? 0 : 1);
