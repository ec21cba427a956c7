import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db, Listen } from "../db";
import type { ApiEnv } from "../env";

/** The Fastify instance with zod schemas as its type provider: route types come from their schemas. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What the API is built on: the database, the way to LISTEN on it, and the validated settings. */
export type Deps = { db: Db; listen: Listen; env: ApiEnv };
