import type { Db } from "../db";
import { DomainError } from "./errors";

/** A content page by its key (tc, pp, rrd, sp); 404 for any other. */
export async function getCmsPage(db: Db, key: string) {
  const page = await db.selectFrom("cms_page").select(["key", "title", "summary", "sections", "updated_at"]).where("key", "=", key).executeTakeFirst();
  if (!page) throw new DomainError("not_found", "cms_not_found", "Page not found");
  const { updated_at, ...rest } = page;
  return { ...rest, updatedAt: updated_at.toISOString() };
}

/** Stores a visitor's request to be called back; customer care works through them in order. */
export async function recordVisitorCall(db: Db, call: { name: string; phoneNumber: string; message: string; ipAddress: string | null }) {
  const { id } = await db
    .insertInto("visitor_call")
    .values({ name: call.name, phone_number: call.phoneNumber, message: call.message, ip_address: call.ipAddress })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id };
}
