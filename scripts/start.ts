import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrateToLatest, openDb } from "../server/api/db";
import { seedDemoData } from "../server/api/seed";
import { BUILD_DIR } from "../server/storefront/build-dir";
import { STOREFRONT_NODE_FLAGS } from "../server/storefront/node-flags";
import { ALLOW_LOCAL_TEST_GATEWAY, ALLOW_OTP_TEST_NUMBERS, loadApiEnv } from "../server/api/env";
import { diskStorage } from "../server/api/services/storage";
import { answers, Supervisor, type Program } from "./supervisor";

/**
 * `npm start` (and `npm run dev` with --dev): builds the storefront when the build is missing or
 * older than its sources, migrates and seeds the database, starts the API and the storefront (and on
 * PostgreSQL a worker for the background work), keeps them running (a process that dies is restarted;
 * see supervisor.ts), and stops them all on Ctrl-C or SIGTERM.
 */
const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

/** The newest change under `entry`; uploads (public/uploads by default) are data, not sources of the build. */
function newestMtime(entry: string): number {
  if (!existsSync(entry) || path.resolve(entry) === path.resolve(apiEnv.UPLOADS_DIR)) return 0;
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
const LOCAL_SECRETS = [
  "SESSION_SECRET",
  "OTP_SECRET",
  "LOCAL_GATEWAY_SECRET",
  "LOCAL_GATEWAY_WEBHOOK_SECRET",
  "OPERATOR_TOKEN",
  "METRICS_TOKEN",
  "STOREFRONT_API_SECRET",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
  "COURIER_WEBHOOK_TOKEN",
];

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
  // The demo runs as production but takes no real money and may have reviewers' fixed-code numbers:
  // it says so explicitly, as a real deployment must not (README, docs/decisions/011-threat-model.md).
  ALLOW_LOCAL_TEST_GATEWAY: ALLOW_LOCAL_TEST_GATEWAY,
  ALLOW_OTP_TEST_NUMBERS: ALLOW_OTP_TEST_NUMBERS,
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
  const seeded = await seedDemoData(db, diskStorage(apiEnv.UPLOADS_DIR));
  if (seeded.length) console.log(`demo data seeded: ${seeded.join(", ")}`);
} finally {
  await db.destroy();
}

// Each process is restarted when it dies, without stopping the other; a crash loop stops the shop.
const node = (args: string[], flags: string[] = []): Omit<Program, "name"> => ({
  command: process.execPath,
  args: [...flags, "--import", "tsx", ...args],
  options: { stdio: "inherit", env },
});
const supervisor = new Supervisor(
  [
    { name: "API", ...node(dev ? ["--watch", "server/api/main.ts"] : ["server/api/main.ts"]) },
    { name: "storefront", ...node(dev ? ["server/storefront/main.ts", "--dev"] : ["server/storefront/main.ts"], STOREFRONT_NODE_FLAGS) },
    // On PostgreSQL the background work has a process of its own; on the embedded database the API runs it.
    ...(apiEnv.API_RUNS_WORK ? [] : [{ name: "worker", ...node(dev ? ["--watch", "server/api/worker.ts"] : ["server/api/worker.ts"]) }]),
  ],
  { onGiveUp: () => process.exit(1) },
);

function stop() {
  void supervisor.stop().then(() => process.exit(0));
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
supervisor.start();

const apiUrl = String(env.API_URL);
const shopUrl = `http://localhost:${env.PORT ?? 3000}`;
// The API first: the storefront's home page asks it for offers and products.
const ready = (url: string) => answers(url, { stop: () => supervisor.stopping });
await ready(`${apiUrl}/v1/health`);
await ready(shopUrl);
if (!supervisor.stopping) console.log(`\n  API:        ${apiUrl}/v1 (OpenAPI at ${apiUrl}/v1/docs/openapi.json)\n  Storefront: ${shopUrl}\n`);
