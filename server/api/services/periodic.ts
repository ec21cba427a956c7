import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db";
import { startWorkerLoop, type WatchJob } from "./outbox";

/** How often a process looks whether a periodic pass is due; the pass itself runs once a period. */
const CHECK_MS = 10_000;

/**
 * Claims this period's run of the pass `name`: true for the one caller that moves its due time on by
 * `periodMs` from now (or writes it first), false for every other caller, in any process, until then.
 * The row lock makes two claims at once take turns, and the second finds the pass no longer due.
 */
export async function claimPeriod(db: Db, name: string, periodMs: number): Promise<boolean> {
  const { rows } = await sql`
    insert into periodic_pass (name, due_at) values (${name}, now() + make_interval(secs => ${periodMs / 1000}))
    on conflict (name) do update set due_at = excluded.due_at, ran_at = now()
    where periodic_pass.due_at <= now()
    returning name`.execute(db);
  return rows.length > 0;
}

export type PeriodicOptions = { periodMs: number; log: FastifyBaseLogger; watch: WatchJob };

/**
 * A periodic pass (refill reminders, reconciliation) in a worker loop: any number of processes may run
 * it side by side; each looks every 10 seconds (or every period, if shorter) and the one that claims the
 * period runs the pass, under `watch`. A pass that fails is logged and runs again the next period.
 */
export const startPeriodicPass = (db: Db, name: string, run: () => Promise<void>, options: PeriodicOptions) =>
  startWorkerLoop(
    async () => {
      if (await claimPeriod(db, name, options.periodMs)) await options.watch(name, run);
      return 0;
    },
    { pollMs: Math.min(options.periodMs, CHECK_MS), log: options.log, name },
  );
