import { sql } from "kysely";
import { PLACEHOLDER_PUSH_TOKEN } from "@domain/notifications/push";
import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import { DomainError } from "../errors";
import { newSecretToken, sha256 } from "../secrets";

/**
 * API tokens: 256 random bits handed to the client once, kept only as their SHA-256, with an expiry.
 * 401 means no token or one we never issued; 417 means a session that ended (logged out, expired)
 * or a blocked customer. Clients sign the shopper out on both (docs/product.md#signing-out).
 */
export type Device = {
  deviceType: "tablet" | "mobile" | "web";
  deviceId?: string | null;
  fcmToken?: string | null;
  ipAddress?: string | null;
  pincode?: string | null;
};

export async function issueToken(db: Db, env: ApiEnv, customerId: string, device: Device) {
  const token = newSecretToken();
  // A browser's push token belongs to whoever signed in on it last: nobody else's news goes there.
  if (device.fcmToken) await forgetPushToken(db, device.fcmToken);
  const row = await db
    .insertInto("customer_token")
    .values({
      token_hash: sha256(token),
      customer_id: customerId,
      device_type: device.deviceType,
      device_id: device.deviceId ?? null,
      fcm_token: device.fcmToken ?? null,
      ip_address: device.ipAddress ?? null,
      pincode: device.pincode ?? null,
      expires_at: sql<Date>`now() + make_interval(days => ${env.TOKEN_TTL_DAYS})`,
    })
    .returning("expires_at")
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at.toISOString() };
}

export type SignedIn = { customerId: string; tokenHash: string };

export async function authenticate(db: Db, token: string): Promise<SignedIn> {
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom("customer_token as t")
    .innerJoin("customer as c", "c.id", "t.customer_id")
    .select(["t.customer_id", "t.revoked_at", "c.blocked", sql<boolean>`t.expires_at <= now()`.as("expired")])
    .where("t.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) throw new DomainError("unauthenticated", "invalid_token", "Please sign in to continue.");
  if (row.revoked_at || row.expired) throw new DomainError("session_ended", "session_ended", "Your session has ended. Please sign in again.");
  if (row.blocked) throw new DomainError("session_ended", "customer_blocked", "Your account has been blocked. Please contact us.");
  return { customerId: row.customer_id, tokenHash };
}

/** Logout: the token stops working and its device's push token is forgotten (the one the browser names too). */
export async function revokeToken(db: Db, tokenHash: string, fcmToken?: string | null) {
  await db
    .updateTable("customer_token")
    .set({ revoked_at: sql<Date>`now()`, fcm_token: null })
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .execute();
  if (fcmToken) await forgetPushToken(db, fcmToken);
}

/** No signed-in device keeps this push token any more (the placeholder of a browser without one is no token). */
async function forgetPushToken(db: Db, fcmToken: string) {
  if (fcmToken !== PLACEHOLDER_PUSH_TOKEN) await db.updateTable("customer_token").set({ fcm_token: null }).where("fcm_token", "=", fcmToken).execute();
}
