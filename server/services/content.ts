import { sql } from "kysely";
import type { Coupon } from "~/lib/catalogue";
import { paiseToRupees } from "~/lib/money";
import type { Db } from "../db";
import { ApiError } from "../http/envelope";

/** A content page by its key (tc, pp, rrd, sp); 404 for any other. */
export async function getCmsPage(db: Db, key: string) {
  const page = await db.selectFrom("cms_page").select(["key", "title", "summary", "sections", "updated_at"]).where("key", "=", key).executeTakeFirst();
  if (!page) throw new ApiError(404, "cms_not_found", "Page not found");
  const { updated_at, ...rest } = page;
  return { ...rest, updatedAt: updated_at.toISOString() };
}

/** The offers shoppers can use now: switched on and inside their dates. */
export async function liveCoupons(db: Db): Promise<Coupon[]> {
  const rows = await db
    .selectFrom("coupon")
    .selectAll()
    .where("active", "=", true)
    .where("valid_from", "<=", sql<Date>`now()`)
    .where("valid_to", ">", sql<Date>`now()`)
    .orderBy("min_order_paise")
    .orderBy("code")
    .execute();
  return rows.map((c) => ({
    code: c.code,
    description: c.description,
    type: c.type,
    value: c.type === "flat" ? paiseToRupees(c.value) : c.value,
    maxDiscount: c.max_discount_paise === null ? null : paiseToRupees(c.max_discount_paise),
    minOrderValue: paiseToRupees(c.min_order_paise),
    validFrom: c.valid_from.toISOString(),
    validTo: c.valid_to.toISOString(),
  }));
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
