import rateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { tracedRedis } from "../../tracing";
import type { ApiEnv } from "../env";
import type { Api } from "./types";

/**
 * General rate limits (decision 006). Two counters per call:
 * - per shopper, RATE_LIMIT_MAX: the signed-in customer (their token's customer id), else the guest's
 *   storefront session (`x-shopper-session`, an opaque value the storefront sends per session), else
 *   the client address; so shoppers behind one carrier NAT do not share one budget;
 * - per client address, RATE_LIMIT_MAX_PER_ADDRESS (default ten times higher): bounds whoever makes up
 *   new session ids.
 * Counters are kept in Redis when REDIS_URL is set, so several API processes share them, otherwise in
 * each process's memory. Redis away fails open: the limit is a protection, not a product rule (those
 * live in the database), so calls go on uncounted rather than the shop going down.
 */
const SHOPPER_SESSION_HEADER = "x-shopper-session";
const SESSION_ID = /^[A-Za-z0-9_-]{16,128}$/;

function shopperKey(request: FastifyRequest): string {
  if (request.signedIn) return `customer:${request.signedIn.customerId}`;
  const session = request.headers[SHOPPER_SESSION_HEADER];
  if (typeof session === "string" && SESSION_ID.test(session)) return `session:${session}`;
  return `address:${request.ip}`;
}

/**
 * The Redis client of the counters, or undefined for memory. Start-up waits for the first connection (at
 * most connectTimeout), so counting starts with the first call; afterwards it never queues a command
 * while disconnected, so a call never waits for Redis, and it reconnects by itself.
 */
export async function rateLimitRedis(env: ApiEnv, log: FastifyBaseLogger): Promise<Redis | undefined> {
  if (!env.REDIS_URL) return undefined;
  const redis = tracedRedis(
    new Redis(env.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000, commandTimeout: 500 }),
  );
  let reported = false;
  redis.on("error", (err) => {
    if (!reported) log.warn({ err }, "rate-limit Redis unreachable: calls are not counted until it is back");
    reported = true;
  });
  redis.on("ready", () => (reported = false));
  await redis.connect().catch(() => {});
  return redis;
}

/** Registers both counters on a scope; call it after the scope's authentication hook, so the customer is known. */
export async function registerRateLimits(scope: Api, env: ApiEnv, redis: Redis | undefined) {
  const common = { timeWindow: env.RATE_LIMIT_WINDOW, redis, skipOnError: true };
  await scope.register(rateLimit, { ...common, nameSpace: "rl-address-", max: env.RATE_LIMIT_MAX_PER_ADDRESS, keyGenerator: (request) => request.ip });
  await scope.register(rateLimit, { ...common, nameSpace: "rl-shopper-", max: env.RATE_LIMIT_MAX, keyGenerator: shopperKey });
}
