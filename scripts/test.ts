import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { testTimes } from "./test-times";

/**
 * `npm test`: the type check, lint (ESLint) and format (Prettier), the architecture and unused-code
 * checks, unit tests, API tests on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL, then
 * the end-to-end tests in Chromium with JavaScript on and off. Stops at the first failing step and
 * ends with one line counting every test that ran.
 */
const reports = ".data/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Step = { name: string; command: string[]; env?: Record<string, string>; report?: string };
const vitest = (project: string, name: string, workers: string[] = []): string[] => [
  "npx",
  "vitest",
  "run",
  "--project",
  project,
  ...workers,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/${name}.json`,
];

/**
 * The vitest steps run a file per core. Vitest's default leaves one core free (one file at a time on
 * CI's two), while an API file mostly waits on its own PGlite (one thread) or on PostgreSQL: two at once
 * took the PGlite step from 132 to 93 s there (docs/testing.md).
 */
const workers = [`--maxWorkers=${availableParallelism()}`, `--minWorkers=${availableParallelism()}`];

const steps: Step[] = [
  // The type check and ESLint each keep one core busy, so they run side by side. All three run, so one
  // failure does not hide another; any fails the step.
  {
    name: "type check, lint and format",
    command: ["sh", "-c", "npx tsc --noEmit & types=$!; npx eslint . --max-warnings 0; lint=$?; npx prettier --check . || lint=1; wait $types && exit $lint"],
  },
  { name: "import cycles and boundaries", command: ["npx", "tsx", "scripts/check-architecture.ts"] },
  { name: "unused files, exports and dependencies", command: ["npx", "knip"] },
  { name: "unit tests", command: vitest("unit", "unit", workers), report: "unit" },
  { name: "API tests on PGlite", command: vitest("api", "api-pglite", workers), env: { API_TEST_DATABASE: "pglite" }, report: "api-pglite" },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: "API tests on PostgreSQL",
    command: vitest("api", "api-postgres", workers),
    env: { API_TEST_DATABASE: "postgres" },
    report: "api-postgres",
  });
} else {
  console.log("TEST_DATABASE_URL is not set: the API tests run on PGlite only.");
}
if (!process.argv.includes("--no-e2e")) {
  steps.push({
    name: "end-to-end tests",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: "e2e",
  });
}

/** Passed, failed and skipped tests of a step, from its JSON report (vitest's or Playwright's). */
function counts(report: string): [number, number, number] {
  const file = `${reports}/${report}.json`;
  if (!existsSync(file)) return [0, 0, 0];
  const r = JSON.parse(readFileSync(file, "utf8"));
  if (r.stats) return [r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.skipped];
  return [r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests];
}

/** Ends the run: where its time went (scripts/test-times.ts), then the one line that counts every test. */
function finish(passed: number, failed: number, skipped: number): never {
  console.log(`\n${testTimes(reports).join("\n")}`);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: "inherit", env: { ...process.env, ...step.env } });
  if (step.report) {
    const [p, f, s] = counts(step.report);
    passed += p;
    failed += f;
    skipped += s;
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed`);
    finish(passed, Math.max(failed, 1), skipped);
  }
  console.log(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
finish(passed, failed, skipped);
