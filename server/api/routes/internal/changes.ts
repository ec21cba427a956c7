import * as storefront from "@domain/storefront/endpoints";
import { eventStreams } from "../../http/event-stream";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";

/**
 * GET /v1/internal/changes: the storefront's stream of changes to what it keeps (docs/decisions/020).
 * `event: ready` comes once this process listens for changes, so none committed after it is missed;
 * then `event: change` with {type} for each. The stream ends if the listening connection drops
 * (changes may have been missed then), and the storefront stops trusting what it keeps until a new
 * stream says ready.
 */
export function internalChangeRoutes(scope: Scope<"internal">, { changes }: RouteDeps) {
  const stream = eventStreams(scope.app);
  route(scope, storefront.changes, async (request, reply) => {
    await stream(request, reply, "event: ready\ndata: {}\n\n", (send, end) => changes.subscribe((change) => send("change", change), end));
    return reply;
  });
}
