import { sql } from "kysely";
import type { Db } from "../db";
import { newSecretToken, sha256 } from "./secrets";

/**
 * The storefront's sessions (docs/decisions/012). The storefront's cookie holds the random id; this
 * table holds its SHA-256, the data (the customer's API token among it) and when it expires. Expired
 * rows are never read, and are swept whenever a session is created (an index range, cheap when empty).
 */

export function storefrontSessions(db: Db) {
  return {
    async create(data: Record<string, unknown>, expiresAt: Date): Promise<string> {
      await db.deleteFrom("storefront_session").where("expires_at", "<=", sql<Date>`now()`).execute();
      const id = newSecretToken();
      await db.insertInto("storefront_session").values({ id_hash: sha256(id), data: JSON.stringify(data), expires_at: expiresAt }).execute();
      return id;
    },

    async read(id: string): Promise<Record<string, unknown> | null> {
      const row = await db
        .selectFrom("storefront_session")
        .select("data")
        .where("id_hash", "=", sha256(id))
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row?.data ?? null;
    },

    /** Only a live session is updated: an expired or destroyed id does not come back to life. */
    async update(id: string, data: Record<string, unknown>, expiresAt: Date): Promise<boolean> {
      const result = await db
        .updateTable("storefront_session")
        .set({ data: JSON.stringify(data), expires_at: expiresAt, updated_at: sql<Date>`now()` })
        .where("id_hash", "=", sha256(id))
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async destroy(id: string): Promise<void> {
      await db.deleteFrom("storefront_session").where("id_hash", "=", sha256(id)).execute();
    },
  };
}
