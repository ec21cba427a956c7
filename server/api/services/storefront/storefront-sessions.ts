import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db";
import { publishChange } from "../notifications/events";
import { newSecretToken, sha256 } from "../secrets";

/**
 * The storefront's sessions (docs/decisions/012). The storefront's cookie holds the random id; this
 * table holds its SHA-256, the data (the customer's API token among it) and when it expires. Expired
 * rows are never read, and are swept whenever a session is created (an index range, cheap when empty).
 * Every save gives the session a new version, which the storefront's cookie names, so a storefront
 * process may reuse a copy of that version it read before (docs/decisions/020); a read answers the
 * version and the expiry, and ending a session tells the storefronts.
 */
type StoredSession = { data: Record<string, unknown>; expiresAt: string; version: string };

const newVersion = () => randomBytes(9).toString("base64url");

export function storefrontSessions(db: Db) {
  return {
    async create(data: Record<string, unknown>, expiresAt: Date): Promise<{ id: string; version: string }> {
      await db
        .deleteFrom("storefront_session")
        .where("expires_at", "<=", sql<Date>`now()`)
        .execute();
      const id = newSecretToken();
      const version = newVersion();
      await db
        .insertInto("storefront_session")
        .values({ id_hash: sha256(id), data: JSON.stringify(data), version, expires_at: expiresAt })
        .execute();
      return { id, version };
    },

    async read(id: string): Promise<StoredSession | null> {
      const row = await db
        .selectFrom("storefront_session")
        .select(["data", "expires_at", "version"])
        .where("id_hash", "=", sha256(id))
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row ? { data: row.data, expiresAt: row.expires_at.toISOString(), version: row.version } : null;
    },

    /** Only a live session is updated: an expired or destroyed id does not come back to life. Answers the new version, or null. */
    async update(id: string, data: Record<string, unknown>, expiresAt: Date): Promise<{ version: string } | null> {
      const version = newVersion();
      const result = await db
        .updateTable("storefront_session")
        .set({ data: JSON.stringify(data), version, expires_at: expiresAt, updated_at: sql<Date>`now()` })
        .where("id_hash", "=", sha256(id))
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? { version } : null;
    },

    /** Ends a session, and tells the storefronts in the same transaction, so none uses a copy it kept. */
    async destroy(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { numDeletedRows } = await trx.deleteFrom("storefront_session").where("id_hash", "=", sha256(id)).executeTakeFirst();
        if (numDeletedRows > 0n) await publishChange(trx, { type: "sessions" });
      });
    },
  };
}
