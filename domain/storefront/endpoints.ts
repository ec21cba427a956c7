import { z } from "zod";
import { endpoint } from "../contract";
import { sessionIdSchema, sessionWriteSchema } from "./sessions";

/**
 * The storefront's own calls, behind its secret: its session store (docs/decisions/012) and the
 * stream of changes to what it keeps (docs/decisions/020). Only the storefront calls these; a session
 * id travels in the body, never in a URL that a log would keep.
 */

const internal = { access: "internal" } as const;
const withSessionId = z.object({ id: sessionIdSchema });
const sessionGone = { 404: "No live session with this id" };

export const createSession = endpoint({
  ...internal,
  method: "POST",
  path: "internal/sessions/create",
  summary: "A new session; answers its id and version",
  body: sessionWriteSchema,
  response: z.object({ id: z.string(), version: z.string() }),
});

export const readSession = endpoint({
  ...internal,
  method: "POST",
  readOnly: true,
  path: "internal/sessions/read",
  summary: "A live session's data, its version and when it expires",
  body: withSessionId,
  response: z.object({ data: z.record(z.unknown()), version: z.string(), expiresAt: z.string().describe("ISO 8601 time") }),
  failures: sessionGone,
});

export const updateSession = endpoint({
  ...internal,
  method: "POST",
  path: "internal/sessions/update",
  summary: "Replaces a live session's data and expiry; answers its new version",
  body: withSessionId.merge(sessionWriteSchema),
  response: z.object({ version: z.string() }),
  failures: sessionGone,
});

export const deleteSession = endpoint({
  ...internal,
  method: "POST",
  path: "internal/sessions/delete",
  summary: "Ends a session (the storefronts hear of it on /internal/changes)",
  body: withSessionId,
  response: z.object({}),
});

/**
 * `event: ready` comes once the API listens for changes, so none committed after it is missed; then
 * `event: change` with a StorefrontChange (./changes) as data for each. The stream ends if the API's
 * listening connection drops (changes may have been missed then), and the storefront stops trusting
 * what it keeps until a new stream says ready.
 */
export const changes = endpoint({
  ...internal,
  method: "GET",
  path: "internal/changes",
  summary: "Server-sent events (text/event-stream): `ready`, then `change` with {type: catalogue | sessions} for each committed change",
  response: "text/event-stream",
});
