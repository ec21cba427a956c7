import type { Redis } from "ioredis";
import type pg from "pg";
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db, Listen } from "../db";
import type { ApiEnv } from "../env";
import type { KeptCourier } from "../services/delivery/couriers";
import type { ChangeFeed, EventHub } from "../services/notifications/events";
import type { PaymentGateway } from "../services/payments/gateway";
import type { PayoutSender } from "../services/payments/payouts";
import type { SmsSender } from "../services/notifications/sms/sender";
import type { FileStorage } from "../services/storage";

/** The Fastify instance with zod schemas as its type provider: route types come from their schemas. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What the API is built on: the database, the way to LISTEN on it, and the validated settings. */
/** The API's foundations; `pool` is PostgreSQL's connection pool (none on PGlite), read for metrics. */
export type Deps = { db: Db; listen: Listen; env: ApiEnv; pool?: pg.Pool };

/** What every route module is given: the API's foundations and the services built on them at start. */
export type RouteDeps = Deps & {
  gateway: PaymentGateway;
  payouts: PayoutSender;
  events: EventHub;
  changes: ChangeFeed;
  storage: FileStorage;
  sms: SmsSender;
  /** The courier's serviceability for the delivery promise, its answers kept a few minutes. */
  courier: KeptCourier;
  /** Where every API process keeps the rate-limit counters, when REDIS_URL is set. */
  redis: Redis | undefined;
};
