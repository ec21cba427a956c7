import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrateToLatest, openDb } from "../server/api/db";
import { seedDemoData } from "../server/api/db/seed";
import { BUILD_DIR } from "../server/storefront/build-dir";
import { loadApiEnv } from "../server/api/env";

/**
 * `npm start` (and `npm run dev` with --dev): builds the storefront when the build is missing or
 * older than its sources, migrates and seeds the database, starts the API and the storefront, and
 * stops both on Ctrl-C or SIGTERM.
 */
const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Secrets that production must be given; a local shop makes its own once and keeps them beside the data. */
const LOCAL_SECRETS = ["SESSION_SECRET", "OTP_SECRET", "LOCAL_GATEWAY_SECRET", "OPERATOR_TOKEN", "STOREFRONT_API_SECRET"];

function localSecrets(): Record<string, string> {
  const file = path.join(root, ".data", "secrets.json");
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const missing = LOCAL_SECRETS.filter((name) => !secrets[name]);
  if (missing.length) {
    for (const name of missing) secrets[name] = randomBytes(32).toString("hex");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

const secrets = localSecrets();
const apiEnv = loadApiEnv({ ...secrets, ...process.env });
const env: NodeJS.ProcessEnv = {
  ...secrets,
  // A local demo is served over plain http; behind https set COOKIE_SECURE=true.
  COOKIE_SECURE: "false",
  API_URL: `http://127.0.0.1:${apiEnv.API_PORT}`,
  ...process.env,
  NODE_ENV: dev ? "development" : "production",
};

if (!dev) {
  const built = newestMtime(path.join(BUILD_DIR, "server/index.js"));
  const sources = Math.max(...["app", "domain", "public", "vite.config.ts", "package-lock.json"].map(newestMtime));
  if (built < sources) {
    console.log(built ? "storefront build is out of date, rebuilding…" : "building the storefront…");
    await run(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], { ...env, NODE_ENV: "production" });
  }
}

const db = openDb({ databaseUrl: apiEnv.DATABASE_URL, pgliteDataDir: apiEnv.PGLITE_DATA_DIR });
try {
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`database migrated: ${applied.join(", ")}`);
  const seeded = await seedDemoData(db);
  if (seeded.length) console.log(`demo data seeded: ${seeded.join(", ")}`);
} finally {
  await db.destroy();
}

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { stdio: "inherit", env });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the shop.`);
      stop(1);
    }
  });
  children.push(child);
}

function stop(exitCode = 0) {
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (!alive.length) process.exit(exitCode);
  let remaining = alive.length;
  for (const child of alive) {
    child.once("exit", () => --remaining === 0 && process.exit(exitCode));
    child.kill("SIGTERM");
  }
  setTimeout(() => process.exit(exitCode), 10_000).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("API", dev ? ["--watch", "server/api/main.ts"] : ["server/api/main.ts"]);
start("storefront", dev ? ["server/storefront/main.ts", "--dev"] : ["server/storefront/main.ts"]);

const apiUrl = String(env.API_URL);
const shopUrl = `http://localhost:${env.PORT ?? 3000}`;
async function ready(url: string) {
  for (let i = 0; i < 600 && !stopping; i++) {
    if (await fetch(url, { redirect: "manual" }).then((r) => r.status < 500, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
// The API first: the storefront's home page asks it for offers and products.
await ready(`${apiUrl}/v1/health`);
await ready(shopUrl);
if (!stopping) console.log(`\n  API:        ${apiUrl}/v1 (OpenAPI at ${apiUrl}/v1/docs/openapi.json)\n  Storefront: ${shopUrl}\n`);
