import * as storefront from "@domain/storefront/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { DomainError } from "../../services/errors";
import { storefrontSessions } from "../../services/storefront/storefront-sessions";

const gone = () => new DomainError("not_found", "session_not_found", "No such session.");

/**
 * POST /v1/internal/sessions/{create,read,update,delete}: the storefront's session store
 * (docs/decisions/012). Only the storefront calls these, with its secret; the id travels in the
 * body, never in a URL that a log would keep.
 */
export function internalSessionRoutes(scope: Scope<"internal">, { db }: RouteDeps) {
  const sessions = storefrontSessions(db);

  route(scope, storefront.createSession, async (request) => ok(await sessions.create(request.body.data, request.body.expiresAt), "Session created"));

  route(scope, storefront.readSession, async (request) => {
    const session = await sessions.read(request.body.id);
    if (!session) throw gone();
    return ok(session, "Session");
  });

  route(scope, storefront.updateSession, async (request) => {
    const saved = await sessions.update(request.body.id, request.body.data, request.body.expiresAt);
    if (!saved) throw gone();
    return ok(saved, "Session saved");
  });

  route(scope, storefront.deleteSession, async (request) => {
    await sessions.destroy(request.body.id);
    return ok({}, "Session ended");
  });
}
