import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db";

/**
 * The outbox (docs/decisions/010-order-state-machine.md): work for the outside world (gateway refunds, payouts, push, SMS, WhatsApp) is
 * written as a row in the transaction that decided it, and sent after commit by a worker loop of the
 * background work (server/api/work.ts). A worker claims rows with FOR UPDATE SKIP LOCKED and leases them, so with any number
 * of workers and processes each row is handled by one at a time; a failure is retried with
 * exponential backoff, and after MAX_ATTEMPTS the row is given up and its handler told.
 */
export type OutboxHandler = {
  /** Does the work; throws to retry later. Must be safe to run again after a crash mid-way. */
  run(payload: Record<string, unknown>): Promise<void>;
  /** Called once when the row is given up. */
  giveUp(payload: Record<string, unknown>, error: string): Promise<void>;
};
type OutboxHandlers = Record<string, OutboxHandler>;

/** Runs one job of the background work (an outbox row's work by its kind, a periodic pass by its name) under what watches it: its trace, its figures. */
export type WatchJob = <T>(job: string, run: () => Promise<T>) => Promise<T>;

/** The same handlers, each row's work run under `watch`. */
export const watchedHandlers = (handlers: OutboxHandlers, watch: WatchJob): OutboxHandlers =>
  Object.fromEntries(Object.entries(handlers).map(([kind, handler]) => [kind, { ...handler, run: (payload) => watch(kind, () => handler.run(payload)) }]));

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 300;
const BATCH = 10;
const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 3600);

/** Adds work for after commit (or for later: `availableAt`); call it inside the transaction that decided it. */
export async function enqueue(trx: Db, kind: string, payload: Record<string, unknown>, availableAt?: Date): Promise<void> {
  await trx
    .insertInto("outbox")
    .values({ kind, payload: JSON.stringify(payload), available_at: availableAt })
    .execute();
}

/** Claims and handles the rows that are due; answers how many it handled. */
export async function runOutboxOnce(db: Db, handlers: OutboxHandlers, log?: FastifyBaseLogger): Promise<number> {
  const { rows } = await sql<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number }>`
    update outbox set attempts = attempts + 1, available_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox where state = 'pending' and available_at <= now()
      order by id limit ${BATCH} for update skip locked
    )
    returning id, kind, payload, attempts`.execute(db);

  for (const row of rows) {
    const handler = handlers[row.kind];
    try {
      if (!handler) throw new Error(`no handler for outbox kind ${row.kind}`);
      await handler.run(row.payload);
      await db.updateTable("outbox").set({ state: "done", done_at: new Date(), last_error: null }).where("id", "=", row.id).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log?.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message }, "outbox work failed");
      if (row.attempts >= MAX_ATTEMPTS) {
        await db
          .updateTable("outbox")
          .set({ state: "failed", last_error: message.slice(0, 1000) })
          .where("id", "=", row.id)
          .execute();
        await handler?.giveUp(row.payload, message);
      } else {
        await db
          .updateTable("outbox")
          .set({ last_error: message.slice(0, 1000), available_at: new Date(Date.now() + backoffSeconds(row.attempts) * 1000) })
          .where("id", "=", row.id)
          .execute();
      }
    }
  }
  return rows.length;
}

/** How long a done row is kept (for an operator looking into what was sent) before the purge deletes it. */
const KEEP_DONE_DAYS = 7;
const PURGE_BATCH = 1000;

/**
 * Deletes done rows older than a week, a thousand at a time so no statement holds many locks; rows
 * waiting, retrying or given up are kept. Answers how many it deleted. The background work runs it
 * once a day (server/api/work.ts).
 */
export async function purgeDoneOutbox(db: Db): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      delete from outbox where id in (
        select id from outbox where state = 'done' and done_at < now() - make_interval(days => ${KEEP_DONE_DAYS}) limit ${PURGE_BATCH}
      )`.execute(db);
    deleted += Number(numAffectedRows ?? 0);
    if (Number(numAffectedRows ?? 0) < PURGE_BATCH) return deleted;
  }
}

/** The worker loop: runs at once while there is work, then every `pollMs`. */
export const startOutboxWorker = (db: Db, handlers: OutboxHandlers, options: { pollMs: number; log: FastifyBaseLogger }) =>
  startWorkerLoop(() => runOutboxOnce(db, handlers, options.log), { ...options, name: "outbox" });

/**
 * A worker loop of the background work: runs `pass` at once, again at once while it found work (answered
 * more than 0), otherwise after `pollMs`; a failed pass is logged and the loop goes on.
 */
export function startWorkerLoop(pass: () => Promise<number>, options: { pollMs: number; log: FastifyBaseLogger; name: string }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      let handled = 0;
      try {
        handled = await pass();
      } catch (error) {
        if (!stopped) options.log.error({ err: error }, `${options.name} worker failed`);
      }
      if (!stopped) timer = setTimeout(tick, handled ? 0 : options.pollMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
