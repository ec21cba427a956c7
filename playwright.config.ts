import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium against the built shop started as `npm start` starts it, on a
 * fresh embedded database. Every journey runs twice: with JavaScript and without it. A second
 * storefront whose API is unreachable shows what shoppers see when the back end is down; a third is
 * the alternate variant's build (sign-in on pages) on the same API, and a fourth the build with
 * hydration switched off (STOREFRONT_HYDRATION=stock) on the same API.
 * E2E_PORT and E2E_API_PORT let several runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
/**
 * Numbers with the fixed code 123456 (OTP_TEST_NUMBERS): 9999900001 to 9999901000. Each test that needs a
 * customer takes its own, per project and per repeat (phoneFor in tests/e2e/fixtures.ts).
 */
export const E2E_NUMBERS = Array.from({ length: 1000 }, (_, i) => `99999${String(i + 1).padStart(5, "0")}`);
export const E2E_API_URL = `http://127.0.0.1:${apiPort}`;
/** Where the shop under test serves the storefront's metrics (STOREFRONT_METRICS_PORT), for e2eEnv's METRICS_TOKEN. */
export const E2E_STOREFRONT_METRICS_URL = `http://127.0.0.1:${port + 8}/metrics`;
export const e2eEnv = {
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  OTP_TEST_NUMBERS: E2E_NUMBERS.map((n) => `${n}:123456`).join(","),
  OPERATOR_TOKEN: "e2e-operator-token-0123456789abcdef",
  STOREFRONT_API_SECRET: "e2e-storefront-api-secret-0123456789abcdef",
  // Signs the WhatsApp webhooks a test posts as Meta would (the local adapter's app secret).
  WHATSAPP_APP_SECRET: "e2e-whatsapp-app-secret-0123456789abcdef",
  METRICS_TOKEN: "e2e-metrics-token-0123456789abcdef",
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: CI's 2 cores are shared with other jobs, and a page can take seconds there. No test waits
  // for time to pass; each waits for what it needs to see, so a longer limit only lets a slow run finish.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The shop's service worker answers pages and scripts itself, where a test's routes could not hold
    // or fail them: only tests/e2e/offline.spec.ts, which is about it, lets it run.
    serviceWorkers: "block",
    // Recording a trace costs every test about 15 % of its time (catalogue.spec without JavaScript: 217 s
    // with, 185 s without), and CI keeps no files; a failure is run again here, where traces are kept.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      // A fresh database every run; the build is kept and redone only when stale.
      command: `rm -rf .data/e2e-${port}/pglite && node --import tsx scripts/start.ts`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...e2eEnv,
        PORT: String(port),
        API_PORT: String(apiPort),
        PGLITE_DATA_DIR: `.data/e2e-${port}/pglite`,
        STOREFRONT_BUILD_DIR: `.data/e2e-${port}/build`,
        RATE_LIMIT_MAX: "100000",
        LOG_LEVEL: "warn",
        STOREFRONT_METRICS_PORT: String(port + 8),
      },
    },
    {
      command: `until [ -f .data/e2e-${port}/build/server/index.js ]; do sleep 1; done; node --import tsx server/storefront/main.ts`,
      url: `http://127.0.0.1:${port + 1}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: {
        ...e2eEnv,
        STOREFRONT_BUILD_DIR: `.data/e2e-${port}/build`,
        NODE_ENV: "production",
        COOKIE_SECURE: "false",
        PORT: String(port + 1),
        API_URL: "http://127.0.0.1:9",
        STOREFRONT_PROCESSES: "1",
      },
    },
    {
      // The alternate variant (sign-in on pages), built with its flag, against the same API.
      command: `until [ -f .data/e2e-${port}/build/server/index.js ]; do sleep 1; done; npx remix vite:build >/dev/null && node --import tsx server/storefront/main.ts`,
      url: `http://127.0.0.1:${port + 2}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      env: {
        ...e2eEnv,
        STOREFRONT_VARIANT: "alternate",
        STOREFRONT_BUILD_DIR: `.data/e2e-${port}/build-alternate`,
        NODE_ENV: "production",
        COOKIE_SECURE: "false",
        PORT: String(port + 2),
        API_URL: `http://127.0.0.1:${apiPort}`,
        // The shop under test runs a process per core; the variant's and the no-API storefronts need one.
        STOREFRONT_PROCESSES: "1",
      },
    },
    {
      // Hydration switched off (STOREFRONT_HYDRATION=stock: React, every page hydrated as it loads), against the same API.
      command: `until [ -f .data/e2e-${port}/build/server/index.js ]; do sleep 1; done; npx remix vite:build >/dev/null && node --import tsx server/storefront/main.ts`,
      url: `http://127.0.0.1:${port + 3}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      env: {
        ...e2eEnv,
        STOREFRONT_HYDRATION: "stock",
        STOREFRONT_BUILD_DIR: `.data/e2e-${port}/build-stock`,
        NODE_ENV: "production",
        COOKIE_SECURE: "false",
        PORT: String(port + 3),
        API_URL: `http://127.0.0.1:${apiPort}`,
        STOREFRONT_PROCESSES: "1",
      },
    },
  ],
});
