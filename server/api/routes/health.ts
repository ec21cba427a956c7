import type { FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import { translatorFor } from "@domain/i18n/catalog";
import { RETRY_AFTER_SECONDS } from "../db/availability";
import { envelope, failure, failureSchema, ok } from "../http/envelope";
import type { Api, Deps } from "../http/types";

/** How long readiness waits for the database before calling it down (a load balancer asks often). */
const CHECK_TIMEOUT_MS = 2_000;

const downSchema = failureSchema.extend({
  data: z.object({ status: z.literal("unavailable"), database: z.literal("down") }),
});

/**
 * Health for people and load balancers.
 * - GET /v1/health and /v1/health/ready (readiness): 200 when the database answers; 503 with
 *   Retry-After and `data.database: "down"` when it does not, so a balancer sends shoppers elsewhere.
 * - GET /v1/health/live (liveness): 200 whenever the process serves HTTP, whatever its database does,
 *   so a supervisor does not restart an API that is only waiting for its database to return.
 */
export function healthRoutes(app: Api, { db }: Deps) {
  const readiness = (operationId: string) => ({
    schema: {
      operationId,
      tags: ["health"],
      security: [],
      summary: "Readiness",
      description: "Readiness: the API is up and its database answers",
      response: { 200: envelope(z.object({ status: z.literal("ok"), database: z.literal("ok") })), 503: downSchema },
    },
  });
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await databaseAnswers()) return ok({ status: "ok" as const, database: "ok" as const });
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    return reply.status(503).send({
      ...failure("database_unavailable", translatorFor(request.language).text("The database is not answering.")),
      data: { status: "unavailable" as const, database: "down" as const },
    });
  };

  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
    const check = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([check, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  app.get("/health", readiness("health"), ready);
  app.get("/health/ready", readiness("ready"), ready);
  app.get(
    "/health/live",
    {
      schema: {
        operationId: "live",
        tags: ["health"],
        security: [],
        summary: "Liveness",
        description: "Liveness: the process serves HTTP (the database is not checked)",
        response: { 200: envelope(z.object({ status: z.literal("ok") })) },
      },
    },
    async () => ok({ status: "ok" as const }),
  );
}
