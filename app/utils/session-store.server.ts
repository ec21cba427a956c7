import { createSessionStorage, type Cookie, type SessionData } from "@remix-run/node";
import { sessionIdSchema } from "@domain/storefront-session";
import { env } from "./env.server";

/**
 * Where the storefront's sessions live: in the API's database, through its internal calls
 * (/v1/internal/sessions, behind STOREFRONT_API_SECRET). The cookie carries only the random id the
 * API made, signed; the data (the customer's API token among it) never leaves the servers.
 */
type Op = "create" | "read" | "update" | "delete";

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

async function call<T>(op: Op, body: Record<string, unknown>): Promise<T | null> {
  const response = await fetch(new URL(`/v1/internal/sessions/${op}`, env.API_URL), {
    method: "POST",
    headers: { authorization: `Bearer ${env.STOREFRONT_API_SECRET}`, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body, withoutNul),
    signal: AbortSignal.timeout(10_000),
  });
  // No live session with this id: for the store, an empty one.
  if (response.status === 404) return null;
  const payload = (await response.json().catch(() => null)) as { success: boolean; data: T } | null;
  if (!response.ok || !payload?.success) throw new Error(`The session store answered ${response.status} to ${op}`);
  return payload.data;
}

export function apiSessionStorage<Data = SessionData, Flash = Data>(cookie: Cookie) {
  return createSessionStorage<Data, Flash>({
    cookie,
    async createData(data, expires) {
      const created = await call<{ id: string }>("create", { data, expiresAt: expires ?? new Date(Date.now() + 86_400_000) });
      if (!created) throw new Error("The session store did not create a session");
      return created.id;
    },
    async readData(id) {
      if (!sessionIdSchema.safeParse(id).success) return null;
      return (await call<{ data: never }>("read", { id }))?.data ?? null;
    },
    async updateData(id, data, expires) {
      await call("update", { id, data, expiresAt: expires ?? new Date(Date.now() + 86_400_000) });
    },
    async deleteData(id) {
      await call("delete", { id });
    },
  });
}
