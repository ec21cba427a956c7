import type { StorefrontChange } from "@domain/storefront/changes";
import * as storefront from "@domain/storefront/endpoints";
import { sendOperation } from "./api/operation.server";
import { env } from "./env.server";
import { log as logLine } from "./log.server";
import { readEvents } from "./sse.server";

type KeptKind = StorefrontChange["type"];

/** Waits before opening the stream again after it ended: a little at first, then longer while it keeps failing. */
const RETRY_MS = [100, 1_000, 5_000];

/**
 * Whether what this process keeps (catalogue answers, sessions) may be reused without asking the API
 * (docs/decisions/020). The API streams every committed change that makes a kept thing stale
 * (GET /v1/internal/changes). Each kind has a generation that every such change moves on: a kept
 * thing records the generation it was asked for under, and is reused unasked only while that is
 * still the generation. Until the stream is open and ready, and from the moment it ends, the
 * generation is null: nothing kept is reused without asking the API, so a lost stream costs speed,
 * never correctness. Opening the stream starts with the first question.
 */
export function watchChanges(open: (signal: AbortSignal) => Promise<Response>, log: (message: string) => void = (message) => logLine("warn", message)) {
  const generations: Record<KeptKind, number> = { catalogue: 0, sessions: 0 };
  let ready = false;
  let started = false;
  let stopped = false;
  let failures = 0;
  const controller = new AbortController();
  const staleAll = () => {
    for (const kind of Object.keys(generations) as KeptKind[]) generations[kind]++;
  };

  async function follow() {
    try {
      const response = await open(controller.signal);
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`it answered ${response.status}`);
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      await readEvents(reader, ({ event, data }) => {
        if (event === "ready") {
          staleAll();
          ready = true;
          failures = 0;
        } else if (event === "change") {
          const kind = (JSON.parse(data) as StorefrontChange).type;
          if (kind in generations) generations[kind]++;
          else staleAll();
        }
      });
      throw new Error("it ended");
    } catch (error) {
      if (stopped) return;
      if (failures++ === 1)
        log(
          `The API's change stream is away (${error instanceof Error ? error.message : String(error)}): kept answers are checked with the API until it is back.`,
        );
    } finally {
      ready = false;
      staleAll();
    }
    setTimeout(follow, RETRY_MS[Math.min(failures, RETRY_MS.length) - 1] ?? RETRY_MS[0]).unref();
  }

  return {
    /** The current generation of `kind`, or null while kept things of any kind must be checked with the API. */
    generation(kind: KeptKind): number | null {
      if (!started) {
        started = true;
        void follow();
      }
      return ready ? generations[kind] : null;
    },
    stop() {
      stopped = true;
      controller.abort();
    },
  };
}

/** This process's watch on the API's changes. */
export const changes = watchChanges((signal) =>
  sendOperation(env.API_URL, storefront.changes, { headers: { authorization: `Bearer ${env.STOREFRONT_API_SECRET}` }, signal }),
);
