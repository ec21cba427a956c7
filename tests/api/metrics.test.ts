import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchJob } from "../../server/api/metrics";
import { enqueue } from "../../server/api/services/outbox";
import { body, eventually, startApi, type Harness } from "./harness";

/**
 * The metrics page (docs/operations.md#metrics): Prometheus's text format for monitoring that holds the
 * metrics token, and nobody else; a request counted under its route template and status; the outbox's
 * backlog by kind, read from the database; the background jobs of an API that runs them (the embedded
 * database's), by outcome.
 */
const TOKEN = "metrics-token-of-these-tests-0123456789";
let api: Harness;

beforeAll(async () => {
  // Running the background work, as the API does on the embedded database (on PostgreSQL, workers do).
  api = await startApi({ METRICS_TOKEN: TOKEN, API_RUNS_WORK: "true" });
});
afterAll(async () => {
  await api.close();
});

const scrape = (authorization?: string) => api.app.inject({ method: "GET", url: "/v1/metrics", headers: authorization ? { authorization } : {} });

/** The value of the sample `name` whose labels include `labels`, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => has[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe("GET /v1/metrics", () => {
  it("is refused without the metrics token, or with another", async () => {
    for (const authorization of [undefined, "Bearer not-the-metrics-token", `Bearer ${api.env.OPERATOR_TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(body(res)).toMatchObject({ success: false, message: "This call needs the metrics token.", error: { code: "metrics_only" } });
    }
  });

  it("counts each request under its route template and status, in Prometheus's text format", async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    expect(before.statusCode).toBe(200);
    expect(before.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const served = { method: "GET", route: "/v1/health/live", status: "200" };
    const count = (text: string) => sample(text, "http_request_duration_seconds_count", served) ?? 0;
    await api.app.inject({ method: "GET", url: "/v1/health/live" });
    await api.app.inject({ method: "GET", url: "/v1/health/live" });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(count(after) - count(before.body)).toBe(2);
    expect(sample(after, "nodejs_eventloop_lag_p99_seconds", {})).toBeGreaterThanOrEqual(0);
  });

  it("reports the outbox's backlog by kind and the age of its oldest row", async () => {
    // Due in an hour, so no worker takes it while the test reads.
    await enqueue(api.db, "metrics-test-kind", {}, new Date(Date.now() + 3_600_000));
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, "shop_outbox_pending", { kind: "metrics-test-kind" })).toBe(1);
    expect(sample(text, "shop_outbox_oldest_pending_seconds", { kind: "metrics-test-kind" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "shop_outbox_failed", { kind: "metrics-test-kind" })).toBe(0);
  });
  it("counts the background jobs this process runs, by outcome, and times them", async () => {
    await watchJob("metrics test job", async () => {});
    await expect(watchJob("metrics test job", () => Promise.reject(new Error("the gateway said no")))).rejects.toThrow("the gateway said no");
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, "shop_job_runs_total", { job: "metrics test job", outcome: "done" })).toBe(1);
    expect(sample(text, "shop_job_runs_total", { job: "metrics test job", outcome: "failed" })).toBe(1);
    expect(sample(text, "shop_job_duration_seconds_count", { job: "metrics test job" })).toBe(2);
    // The periodic passes it ran as it started, once each.
    const passes = await eventually(
      async () => (await scrape(`Bearer ${TOKEN}`)).body,
      (now) => sample(now, "shop_job_runs_total", { job: "refill reminders", outcome: "done" }) !== undefined,
    );
    expect(sample(passes, "shop_job_runs_total", { job: "refill reminders", outcome: "done" })).toBe(1);
  });
});

describe("without METRICS_TOKEN", () => {
  it("there is no metrics page", async () => {
    const other = await startApi();
    try {
      expect((await other.app.inject({ method: "GET", url: "/v1/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
