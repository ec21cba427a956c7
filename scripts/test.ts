import { spawnSync } from "node:child_process";

/**
 * `npm test`: the type check, unit tests, API tests on PGlite and (when TEST_DATABASE_URL is set) on
 * PostgreSQL, then the end-to-end tests in Chromium with JavaScript on and off. Stops at the first failure.
 */
const steps: { name: string; command: string[]; env?: Record<string, string> }[] = [
  { name: "type check", command: ["npx", "tsc", "--noEmit"] },
  { name: "unit tests", command: ["npx", "vitest", "run", "--project", "unit"] },
  { name: "API tests on PGlite", command: ["npx", "vitest", "run", "--project", "api"], env: { API_TEST_DATABASE: "pglite" } },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({ name: "API tests on PostgreSQL", command: ["npx", "vitest", "run", "--project", "api"], env: { API_TEST_DATABASE: "postgres" } });
} else {
  console.log("TEST_DATABASE_URL is not set: the API tests run on PGlite only.");
}
if (!process.argv.includes("--no-e2e")) steps.push({ name: "end-to-end tests", command: ["npx", "playwright", "test"] });

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: "inherit", env: { ...process.env, ...step.env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
