import { z } from "zod";
import { failureResponses, failureSchema } from "../../http/envelope";
import { eventStreams } from "../../http/event-stream";
import type { Api, RouteDeps } from "../../http/types";
import type { ChangeFeed } from "../../services/events";
import type { Scope } from "../../http/route";

/**
 * GET /v1/internal/changes: the storefront's stream of changes to what it keeps (docs/decisions/020).
 * `event: ready` comes once this process listens for changes, so none committed after it is missed;
 * then `event: change` with {type} for each. The stream ends if the listening connection drops
 * (changes may have been missed then), and the storefront stops trusting what it keeps until a new
 * stream says ready.
 */
export function internalChangeRoutes({ app }: Scope<"internal">, { changes }: RouteDeps) {
  const stream = eventStreams(app);
  app.get(
    "/changes",
    {
      schema: {
        tags: ["internal"],
        security: [{ storefrontSecret: [] }],
        summary: "Server-sent events (text/event-stream): `ready`, then `change` with {type: catalogue | sessions} for each committed change",
        produces: ["text/event-stream"],
        response: { 200: z.any().describe("text/event-stream"), ...failureResponses, 401: failureSchema.describe("Not the storefront's secret") },
      },
    },
    async (request, reply) => {
      await stream(request, reply, "event: ready\ndata: {}\n\n", (send, end) => changes.subscribe((change) => send("change", change), end));
    },
  );
}
