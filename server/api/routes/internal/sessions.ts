import { z } from "zod";
import { sessionIdSchema, sessionWriteSchema } from "@domain/storefront/sessions";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { DomainError } from "../../services/errors";
import { storefrontSessions } from "../../services/storefront-sessions";
import type { Scope } from "../../http/route";

/**
 * POST /v1/internal/sessions/{create,read,update,delete}: the storefront's session store
 * (docs/decisions/012). Only the storefront calls these, with its secret; the id travels in the
 * body, never in a URL that a log would keep.
 */
const security = [{ storefrontSecret: [] }];
const id = z.object({ id: sessionIdSchema });
const gone = () => new DomainError("not_found", "session_not_found", "No such session.");

export function internalSessionRoutes({ app }: Scope<"internal">, { db }: RouteDeps) {
  const sessions = storefrontSessions(db);
  const common = { tags: ["internal"], security, response: { ...failureResponses, 401: failureSchema.describe("Not the storefront's secret") } };

  app.post(
    "/create",
    { schema: { ...common, summary: "A new session; answers its id and version", body: sessionWriteSchema, response: { ...common.response, 200: envelope(z.object({ id: z.string(), version: z.string() })) } } },
    async (request) => ok(await sessions.create(request.body.data, request.body.expiresAt), "Session created"),
  );
  app.post(
    "/read",
    {
      schema: {
        ...common,
        summary: "A live session's data, its version and when it expires",
        body: id,
        response: {
          ...common.response,
          200: envelope(z.object({ data: z.record(z.unknown()), version: z.string(), expiresAt: z.string().describe("ISO 8601 time") })),
          404: failureSchema.describe("No live session with this id"),
        },
      },
    },
    async (request) => {
      const session = await sessions.read(request.body.id);
      if (!session) throw gone();
      return ok(session, "Session");
    },
  );
  app.post(
    "/update",
    {
      schema: {
        ...common,
        summary: "Replaces a live session's data and expiry; answers its new version",
        body: id.merge(sessionWriteSchema),
        response: { ...common.response, 200: envelope(z.object({ version: z.string() })), 404: failureSchema.describe("No live session with this id") },
      },
    },
    async (request) => {
      const saved = await sessions.update(request.body.id, request.body.data, request.body.expiresAt);
      if (!saved) throw gone();
      return ok(saved, "Session saved");
    },
  );
  app.post(
    "/delete",
    { schema: { ...common, summary: "Ends a session (the storefronts hear of it on /internal/changes)", body: id, response: { ...common.response, 200: envelope(z.null()) } } },
    async (request) => {
      await sessions.destroy(request.body.id);
      return ok(null, "Session ended");
    },
  );
}
