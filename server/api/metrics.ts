import { sql } from "kysely";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { holdsMetricsToken, requestDurations } from "../metrics";
import { traceJob } from "../tracing";
import type { Db } from "./db";
import type { Api } from "./http/types";
import { DomainError } from "./services/errors";
import type { WatchJob } from "./services/outbox";

/**
 * The background work's figures in this process (`npm run worker`, or the API on the embedded
 * database): each job's runs by outcome and its durations, a job being an outbox row's work (named by
 * its kind) or a periodic pass (by its name). A run that failed is tried again later or given up, as
 * the outbox decides (shop_outbox_retrying, shop_outbox_failed).
 */
export const workRegistry = new Registry();
const jobRuns = new Counter({
  name: "shop_job_runs_total",
  help: "Background jobs run in this process, by job and outcome (done, failed)",
  labelNames: ["job", "outcome"],
  registers: [workRegistry],
});
const jobSeconds = new Histogram({
  name: "shop_job_duration_seconds",
  help: "Time a background job took in this process, by job",
  labelNames: ["job"],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60],
  registers: [workRegistry],
});

/** Runs a job of the background work as a trace of its own, counted and timed. */
export const watchJob: WatchJob = (job, run) =>
  traceJob(job, async () => {
    const timer = jobSeconds.startTimer({ job });
    try {
      const result = await run();
      jobRuns.inc({ job, outcome: "done" });
      return result;
    } catch (error) {
      jobRuns.inc({ job, outcome: "failed" });
      throw error;
    } finally {
      timer();
    }
  });

/** This process's database connections, when it has a pool (PostgreSQL). */
export const poolGauge = (registry: Registry, pool: pg.Pool) =>
  new Gauge({
    name: "db_pool_connections",
    help: "This process's database connections: open in all, idle, and requests waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });

/**
 * What operators' monitoring reads (docs/operations.md#metrics), in Prometheus's text format at
 * GET /v1/metrics with `Authorization: Bearer METRICS_TOKEN`; without METRICS_TOKEN there is no such
 * page. Of this process: its requests' durations by route template and status, the Node.js runtime
 * (event-loop delay, memory, CPU), on PostgreSQL its pool, and its background jobs when it runs them
 * (on the embedded database; otherwise `npm run worker` serves them, server/api/worker.ts). Of the
 * shop, read from the database at each scrape and the same from every API process (aggregate them with
 * max): the outbox's backlog and its oldest row's age by kind, rows retrying and given up, work done in
 * the last hour, how long ago each periodic pass ran, and payments and refunds of the last hour by
 * outcome.
 */
export function registerMetrics(app: Api, { db, pool, token, runsWork }: { db: Db; pool?: pg.Pool; token?: string; runsWork: boolean }) {
  if (!token) return;
  const ownRegistry = new Registry();
  collectDefaultMetrics({ register: ownRegistry });
  const registry = runsWork ? Registry.merge([ownRegistry, workRegistry]) : ownRegistry;

  const requests = requestDurations(registry);
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/v1/metrics") return;
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  if (pool) poolGauge(registry, pool);

  /** A gauge whose values are rows of a query run at each scrape, one sample a row. */
  const fromDatabase = <L extends string>(name: string, help: string, labelNames: L[], rows: () => Promise<(Record<L, string> & { value: unknown })[]>) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { value, ...labels } of await rows()) this.set(labels as unknown as Record<L, string>, Number(value));
      },
    });
  // One query serves the five outbox gauges of a scrape; each scrape asks again.
  let outboxRows: Promise<OutboxRow[]> | undefined;
  const outbox = () => (outboxRows ??= readOutbox(db));
  fromDatabase("shop_outbox_pending", "Outbox rows waiting to be done, by kind", ["kind"], async () =>
    (await outbox()).map((r) => ({ kind: r.kind, value: r.pending })),
  );
  fromDatabase("shop_outbox_oldest_pending_seconds", "Age of the oldest outbox row waiting, by kind", ["kind"], async () =>
    (await outbox()).map((r) => ({ kind: r.kind, value: r.oldest ?? 0 })),
  );
  fromDatabase("shop_outbox_retrying", "Outbox rows that failed at least once and will be tried again, by kind", ["kind"], async () =>
    (await outbox()).map((r) => ({ kind: r.kind, value: r.retrying })),
  );
  fromDatabase("shop_outbox_failed", "Outbox rows given up after their last attempt, by kind", ["kind"], async () =>
    (await outbox()).map((r) => ({ kind: r.kind, value: r.failed })),
  );
  fromDatabase("shop_outbox_done_last_hour", "Outbox rows done in the last hour, by kind", ["kind"], async () =>
    (await outbox()).map((r) => ({ kind: r.kind, value: r.done })),
  );
  fromDatabase(
    "shop_periodic_pass_seconds_since_run",
    "Seconds since each periodic pass last ran, in any worker",
    ["name"],
    async () =>
      (await sql<{ name: string; value: number }>`select name, extract(epoch from now() - ran_at)::float8 as value from periodic_pass`.execute(db)).rows,
  );
  /** Rows of `table` begun in the last hour, counted by `column`. */
  const lastHourBy =
    <C extends "status" | "state">(table: "payment" | "refund", column: C) =>
    async () =>
      (
        await sql<Record<C, string> & { value: string }>`select ${sql.ref(column)}, count(*) as value from ${sql.table(table)}
        where created_at > now() - interval '1 hour' group by ${sql.ref(column)}`.execute(db)
      ).rows;
  fromDatabase("shop_payments_last_hour", "Online payment attempts begun in the last hour, by status", ["status"], lastHourBy("payment", "status"));
  fromDatabase("shop_refunds_last_hour", "Refunds begun in the last hour, by state", ["state"], lastHourBy("refund", "state"));

  app.get("/v1/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!holdsMetricsToken(request.headers.authorization, token))
      throw new DomainError("unauthenticated", "metrics_only", "This call needs the metrics token.");
    outboxRows = undefined;
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

type OutboxRow = { kind: string; pending: string; oldest: number | null; retrying: string; failed: string; done: string };

/** The outbox by kind: waiting, the oldest waiting row's age, retrying, given up; done in the last hour (done rows older are not read). */
const readOutbox = (db: Db) =>
  sql<OutboxRow>`
    select kind,
      count(*) filter (where state = 'pending') as pending,
      extract(epoch from now() - min(created_at) filter (where state = 'pending'))::float8 as oldest,
      count(*) filter (where state = 'pending' and last_error is not null) as retrying,
      count(*) filter (where state = 'failed') as failed,
      count(*) filter (where state = 'done') as done
    from outbox where state <> 'done' or done_at > now() - interval '1 hour'
    group by kind`
    .execute(db)
    .then((result) => result.rows);
