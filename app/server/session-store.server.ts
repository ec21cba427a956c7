import { createSession, type Cookie, type SessionData, type SessionStorage } from "@remix-run/node";
import type { Request as EndpointRequest, ResponseData } from "@domain/contract";
import * as storefront from "@domain/storefront/endpoints";
import { sessionIdSchema } from "@domain/storefront/sessions";
import { changes } from "./changes.server";
import { env } from "./env.server";
import { readEnvelope, sendOperation } from "./api/operation.server";
import { createKept } from "./kept.server";

/**
 * Where the storefront's sessions live: in the API's database, through its internal calls
 * (/v1/internal/sessions, behind STOREFRONT_API_SECRET). The cookie carries only the random id the
 * API made and the version of the session this browser last saved, signed; the data (the customer's
 * API token among it) never leaves the servers.
 *
 * A process keeps the copy of a session it read, and reuses it without asking the API while the
 * cookie names that same version and no session has ended since it was read (docs/decisions/020):
 * every save gives a new version and a new cookie, so the browser that saved never meets an older
 * copy, whichever process serves it next; an ended session (a sign-out) is announced on the API's
 * change stream, and while that stream is down every page reads its session again.
 */
type Op = typeof storefront.createSession | typeof storefront.readSession | typeof storefront.updateSession | typeof storefront.deleteSession;

/**
 * The API refuses U+0000 in any string (PostgreSQL's jsonb cannot hold it either), and a shopper can
 * type one into a field a refusal echoes: it is sent as U+FFFD, in strings and names alike, rather
 * than failing the page.
 */
const withoutNul = (_key: string, value: unknown) =>
  typeof value === "string"
    ? value.replaceAll("\u0000", "\uFFFD")
    : value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name.replaceAll("\u0000", "\uFFFD"), v]))
      : value;

/** One call of the session store, with the storefront's secret (no shopper's session: this is how sessions are read). */
async function call<E extends Op>(op: E, body: EndpointRequest<E>["body"]): Promise<ResponseData<E> | null> {
  const response = await sendOperation(env.API_URL, op, {
    body,
    headers: { authorization: `Bearer ${env.STOREFRONT_API_SECRET}` },
    timeoutMs: 10_000,
    replacer: withoutNul,
  });
  // No live session with this id: for the store, an empty one.
  if (response.status === 404) return null;
  const payload = await readEnvelope<ResponseData<E>>(response);
  if (!response.ok || !payload?.success) throw new Error(`The session store answered ${response.status} to ${op.path}`);
  return payload.data;
}

/** A kept session: its data as text (each request parses its own copy), version, expiry, and the generation it was read under. */
type KeptSession = { json: string; version: string; expiresAt: number; generation: number | null };
const sessions = createKept<KeptSession>({ max: 10_000, lifetimeMs: 10 * 60_000 });

/** The cookie's value: the session id and the version this browser saved last ("" for a cookie from before versions). */
const VALUE = /^([A-Za-z0-9_-]{43})(?:\.([A-Za-z0-9_-]{1,32}))?$/;

async function read(id: string, version: string): Promise<Record<string, unknown> | null> {
  const generation = changes.generation("sessions");
  const kept = sessions.get(id);
  if (kept && generation !== null && kept.generation === generation && kept.version === version && kept.expiresAt > Date.now()) {
    return JSON.parse(kept.json) as Record<string, unknown>;
  }
  const stored = await call(storefront.readSession, { id });
  if (!stored) {
    sessions.delete(id);
    return null;
  }
  sessions.set(id, { json: JSON.stringify(stored.data), version: stored.version, expiresAt: Date.parse(stored.expiresAt), generation });
  return stored.data;
}

export function apiSessionStorage<Data = SessionData, Flash = Data>(cookie: Cookie): SessionStorage<Data, Flash> {
  const expiry = () => cookie.expires ?? new Date(Date.now() + 86_400_000);
  return {
    /** The session the cookie names; a new, empty one when it names none, or one that has ended or holds nothing. */
    async getSession(cookieHeader) {
      const value: unknown = cookieHeader ? await cookie.parse(cookieHeader) : null;
      const match = typeof value === "string" ? VALUE.exec(value) : null;
      const id = match && sessionIdSchema.safeParse(match[1]).success ? match[1] : null;
      const data = id ? await read(id, match?.[2] ?? "") : null;
      return data && Object.keys(data).length ? createSession<Data, Flash>(data as Data, id!) : createSession<Data, Flash>();
    },
    /** Saves the session (a new one gets its id from the API) and answers the cookie naming its new version, or "" when it has ended. */
    async commitSession(session, options) {
      let id = session.id;
      let version: string | undefined;
      if (id) {
        version = (await call(storefront.updateSession, { id, data: session.data, expiresAt: expiry() }))?.version;
      } else {
        const created = await call(storefront.createSession, { data: session.data, expiresAt: expiry() });
        if (!created) throw new Error("The session store did not create a session");
        ({ id, version } = created);
      }
      // A session that ended while this request was under way (a sign-out, a sign-in that renewed it) is
      // not brought back, and no cookie is answered: the browser keeps the one the ending gave it.
      // Answering the ended id would replace that newer cookie and lose its session.
      if (!version) return "";
      return cookie.serialize(`${id}.${version}`, options);
    },
    async destroySession(session, options) {
      if (session.id) {
        sessions.delete(session.id);
        await call(storefront.deleteSession, { id: session.id });
      }
      return cookie.serialize("", { ...options, maxAge: undefined, expires: new Date(0) });
    },
  };
}
