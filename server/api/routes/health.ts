import { sql } from "kysely";
import { z } from "zod";
import { DomainError } from "../services/errors";
import { envelope, failureSchema, ok } from "../http/envelope";
import type { Api, Deps } from "../http/types";

/** GET /v1/health: the API is up and its database answers. */
export function healthRoutes(app: Api, { db }: Deps) {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database check",
        response: { 200: envelope(z.object({ status: z.literal("ok"), database: z.literal("ok") })), 503: failureSchema },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch (err) {
        throw new DomainError("unavailable", "database_unavailable", "The database is not answering.");
      }
      return ok({ status: "ok" as const, database: "ok" as const });
    },
  );
}
