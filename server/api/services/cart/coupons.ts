import { sql, type Selectable } from "kysely";
import { couponMessages, couponRefusalOf, type CouponConditions, type CouponRefusal, type DiscountRule } from "@domain/cart/cart";
import { couponSaveMessages, isPercent, type CouponSave, type OperatorCoupon } from "@domain/cart/schemas";
import type { Coupon } from "@domain/catalogue/catalogue";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import { dayNumberOf, dayOfNumber, indiaDayNumber, momentInIndia } from "@domain/shared/dates";
import { paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import type { Db } from "../../db";
import type { CouponTable } from "../../db/schema";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";
import { countCustomerOrders } from "../account/customers";
import { translation } from "../i18n/translations";

/**
 * Coupons: which ones a shopper may see and use, and the record of their uses. The rules themselves
 * are the pure `couponRefusal` of @domain/cart; this module gathers what they are checked against.
 * A use counts only while its order is not cancelled, so a cancelled order gives its coupon back.
 */
type CouponRow = Selectable<CouponTable>;

export const discountRule = (c: CouponRow): DiscountRule => ({ type: c.type, value: c.value, maxDiscountPaise: c.max_discount_paise });

const conditions = (c: CouponRow): CouponConditions => ({
  validFrom: c.valid_from,
  validTo: c.valid_to,
  minOrderPaise: c.min_order_paise,
  perCustomerLimit: c.per_customer_limit,
  usageLimit: c.usage_limit,
  firstOrderOnly: c.first_order_only,
  ownerCustomerId: c.owner_customer_id,
});

/** A coupon's terms as shoppers read them, in rupees, described in their language when it has a translation. */
const toCoupon = (c: CouponRow & { translated_description: string | null }): Coupon => ({
  code: c.code,
  description: c.translated_description ?? c.description,
  type: c.type,
  value: c.type === "flat" ? paiseToRupees(c.value) : c.value,
  maxDiscount: c.max_discount_paise === null ? null : paiseToRupees(c.max_discount_paise),
  minOrderValue: paiseToRupees(c.min_order_paise),
  validFrom: c.valid_from.toISOString(),
  validTo: c.valid_to.toISOString(),
  firstOrderOnly: c.first_order_only,
  perCustomerLimit: c.per_customer_limit,
});

/** Uses of orders that were not cancelled, per coupon: overall, and by one customer. */
function usesQuery(db: Db, customerId: string) {
  return db
    .selectFrom("coupon_use")
    .innerJoin("customer_order", "customer_order.id", "coupon_use.order_id")
    .where("customer_order.status", "!=", "cancelled")
    .select((eb) => [
      "coupon_use.coupon_code",
      eb.fn.countAll<string>().as("overall"),
      eb.fn.countAll<string>().filterWhere("coupon_use.customer_id", "=", customerId).as("mine"),
    ])
    .groupBy("coupon_use.coupon_code");
}

async function usesOf(db: Db, code: string, customerId: string) {
  const row = await usesQuery(db, customerId).where("coupon_use.coupon_code", "=", code).executeTakeFirst();
  return { usesOverall: Number(row?.overall ?? 0), usesByCustomer: Number(row?.mine ?? 0) };
}

const switchedOn = (db: Db) => db.selectFrom("coupon").selectAll("coupon").where("coupon.active", "=", true);
/** The same, with each one's description in the language (null when it has none, and in English). */
const describedIn = (db: Db, language: Language) =>
  switchedOn(db).select(translation(language, "coupon_translation", "description", "coupon.code").as("translated_description"));

/**
 * A coupon the customer may name: switched on, and public or their own. Another customer's personal
 * coupon answers as not theirs, which the rules say; an unknown code is simply invalid.
 */
export async function findCoupon(db: Db, code: string): Promise<CouponRow> {
  const coupon = await switchedOn(db).where("coupon.code", "=", code).executeTakeFirst();
  if (!coupon) throw new DomainError("not_found", "coupon_not_found", couponMessages.invalid, { couponCode: couponMessages.invalid });
  return coupon;
}

/** Why the customer cannot use a coupon on a cart worth `subTotalPaise` now (or, without it, on any cart), or null. */
export async function refusalFor(db: Db, coupon: CouponRow, customerId: string, subTotalPaise?: number): Promise<CouponRefusal | null> {
  const [uses, orderCount] = await Promise.all([usesOf(db, coupon.code, customerId), countCustomerOrders(db, customerId)]);
  return couponRefusalOf(conditions(coupon), { now: new Date(), customerId, subTotalPaise, orderCount, ...uses });
}

/** The offers anyone may see now (auth/customer/showCoupon): public, switched on, in their dates, with uses left. */
export async function liveCoupons(db: Db, language: Language = DEFAULT_LANGUAGE): Promise<Coupon[]> {
  const rows = await describedIn(db, language)
    .where("coupon.owner_customer_id", "is", null)
    .where("coupon.valid_from", "<=", sql<Date>`now()`)
    .where("coupon.valid_to", ">", sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        eb("coupon.usage_limit", "is", null),
        eb(
          "coupon.usage_limit",
          ">",
          eb
            .selectFrom("coupon_use")
            .innerJoin("customer_order", "customer_order.id", "coupon_use.order_id")
            .whereRef("coupon_use.coupon_code", "=", "coupon.code")
            .where("customer_order.status", "!=", "cancelled")
            .select((e) => e.fn.countAll<number>().as("n")),
        ),
      ]),
    )
    .orderBy("coupon.min_order_paise")
    .orderBy("coupon.code")
    .execute();
  return rows.map(toCoupon);
}

/**
 * When the live offers next change by the clock alone (a public offer starts or ends), or null. Any
 * other change (a coupon edited, a use recorded, an order cancelled) is announced to the storefronts
 * as a catalogue change (migration 0015).
 */
export async function nextOfferChange(db: Db): Promise<Date | null> {
  const row = await switchedOn(db)
    .clearSelect()
    .where("coupon.owner_customer_id", "is", null)
    .select(sql<Date | null>`min(case when coupon.valid_from > now() then coupon.valid_from else coupon.valid_to end)`.as("at"))
    .where("coupon.valid_to", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row?.at ?? null;
}

/**
 * The codes a customer can use (api/customer/listAllCoupon): the public ones and their own, live,
 * and not ruled out for them whatever their cart (first order passed, their uses or all uses spent).
 */
export async function usableCoupons(db: Db, customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<Coupon[]> {
  const [rows, uses, orderCount] = await Promise.all([
    describedIn(db, language)
      .where((eb) => eb.or([eb("coupon.owner_customer_id", "is", null), eb("coupon.owner_customer_id", "=", customerId)]))
      .orderBy("coupon.min_order_paise")
      .orderBy("coupon.code")
      .execute(),
    usesQuery(db, customerId).execute(),
    countCustomerOrders(db, customerId),
  ]);
  const now = new Date();
  return rows
    .filter((c) => {
      const used = uses.find((u) => u.coupon_code === c.code);
      const ctx = { now, customerId, orderCount, usesOverall: Number(used?.overall ?? 0), usesByCustomer: Number(used?.mine ?? 0) };
      return couponRefusalOf(conditions(c), ctx) === null;
    })
    .map(toCoupon);
}

/**
 * For checkout (issue 6), inside placeOrder's transaction, after the order row is written: records
 * that the order used the coupon and takes it off the customer's cart. It locks the coupon and counts
 * again, so two orders racing for the last use cannot both have it (409 with the rule's message).
 */
export async function recordCouponUse(trx: Db, { code, customerId, orderId }: { code: string; customerId: string; orderId: string }): Promise<void> {
  const coupon = await trx.selectFrom("coupon").selectAll().where("code", "=", code).forUpdate().executeTakeFirst();
  if (!coupon) throw new DomainError("conflict", "coupon_not_found", couponMessages.invalid);
  const { usesOverall, usesByCustomer } = await usesOf(trx, code, customerId);
  if (coupon.per_customer_limit !== null && usesByCustomer >= coupon.per_customer_limit)
    throw new DomainError("conflict", "coupon_refused", couponMessages.usedUp);
  if (coupon.usage_limit !== null && usesOverall >= coupon.usage_limit) throw new DomainError("conflict", "coupon_refused", couponMessages.limitReached);
  await trx.insertInto("coupon_use").values({ coupon_code: code, customer_id: customerId, order_id: orderId }).execute();
  await trx.deleteFrom("cart_coupon").where("customer_id", "=", customerId).execute();
}

/** The customer's own coupon uses, newest first (api/admin/getCouponUsed), optionally of one code. */
export async function couponUses(db: Db, customerId: string, code?: string) {
  let query = db
    .selectFrom("coupon_use")
    .innerJoin("customer_order", "customer_order.id", "coupon_use.order_id")
    .select([
      "coupon_use.coupon_code",
      "customer_order.id",
      "customer_order.order_number",
      "customer_order.status",
      "customer_order.coupon_discount_paise",
      "coupon_use.created_at",
    ])
    .where("coupon_use.customer_id", "=", customerId);
  if (code) query = query.where("coupon_use.coupon_code", "=", code);
  const rows = await query.orderBy("coupon_use.created_at", "desc").orderBy("coupon_use.order_id", "desc").execute();
  return rows.map((r) => ({
    couponCode: r.coupon_code,
    orderId: r.id,
    orderNumber: r.order_number,
    discount: paiseToRupees(r.coupon_discount_paise),
    /** A cancelled order's use does not count against the coupon's limits. */
    counted: r.status !== "cancelled",
    usedAt: r.created_at.toISOString(),
  }));
}

/** Uses by orders that were not cancelled, by code. */
async function usesByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = codes.length
    ? await db
        .selectFrom("coupon_use")
        .innerJoin("customer_order", "customer_order.id", "coupon_use.order_id")
        .where("customer_order.status", "!=", "cancelled")
        .where("coupon_use.coupon_code", "in", codes)
        .select((eb) => ["coupon_use.coupon_code", eb.fn.countAll<string>().as("n")])
        .groupBy("coupon_use.coupon_code")
        .execute()
    : [];
  return new Map(rows.map((r) => [r.coupon_code, Number(r.n)]));
}

/** A coupon as the console shows it: rupees, and its first and last days on India's calendar. */
const toOperatorCoupon = (c: CouponRow, uses: number): OperatorCoupon => ({
  code: c.code,
  description: c.description,
  type: c.type,
  value: c.type === "flat" ? paiseToRupees(c.value) : c.value,
  maxDiscount: c.max_discount_paise === null ? null : paiseToRupees(c.max_discount_paise),
  minOrder: paiseToRupees(c.min_order_paise),
  validFrom: dayOfNumber(indiaDayNumber(c.valid_from)),
  validTo: dayOfNumber(indiaDayNumber(new Date(c.valid_to.getTime() - 1))),
  perCustomerLimit: c.per_customer_limit,
  usageLimit: c.usage_limit,
  firstOrderOnly: c.first_order_only,
  active: c.active,
  uses,
});

/** api/admin/listCoupons: the shop's promo codes, on or off, by code; customers' reward codes are the referral programme's. */
export async function listCouponsForOperator(db: Db): Promise<OperatorCoupon[]> {
  const rows = await db.selectFrom("coupon").selectAll().where("owner_customer_id", "is", null).orderBy("code").execute();
  const uses = await usesByCode(
    db,
    rows.map((r) => r.code),
  );
  return rows.map((r) => toOperatorCoupon(r, uses.get(r.code) ?? 0));
}

const REQUIRED_FOR_NEW = ["description", "type", "value", "validFrom", "validTo"] as const;

/**
 * api/admin/saveCoupon: adds a promo code or changes one by its code, locked while it changes. Only
 * the fields given change; the result is checked whole (a new code's required terms, a percent from 1
 * to 100 whatever changed, the last day not before the first) and refused whole. A cart holding a
 * code that was switched off drops it with the cart's own message; the change is audited.
 */
export async function saveCoupon(db: Db, actor: Actor, input: CouponSave): Promise<OperatorCoupon> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("coupon").selectAll().where("code", "=", input.code).forUpdate().executeTakeFirst();
    if (row?.owner_customer_id) throw new DomainError("conflict", "coupon_personal", couponSaveMessages.personal, { code: couponSaveMessages.personal });
    const uses = (await usesByCode(trx, [input.code])).get(input.code) ?? 0;
    const before = row ? toOperatorCoupon(row, uses) : null;
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as CouponSave;
    const merged = { ...before, ...given };
    const missing = REQUIRED_FOR_NEW.filter((field) => merged[field] === undefined);
    if (missing.length) {
      throw new DomainError(
        "invalid",
        "coupon_incomplete",
        couponSaveMessages.required,
        Object.fromEntries(missing.map((f) => [f, couponSaveMessages.required])),
      );
    }
    const { description, type, value, validFrom, validTo } = merged as Required<Pick<CouponSave, (typeof REQUIRED_FOR_NEW)[number]>>;
    if (type === "percent" && !isPercent(value))
      throw new DomainError("invalid", "coupon_invalid", couponSaveMessages.percent, { value: couponSaveMessages.percent });
    const [first, last] = [dayNumberOf(validFrom)!, dayNumberOf(validTo)!];
    if (last < first) throw new DomainError("invalid", "coupon_invalid", couponSaveMessages.dates, { validTo: couponSaveMessages.dates });
    const values = {
      description,
      type,
      value: type === "flat" ? rupeesToPaise(value) : value,
      max_discount_paise: merged.maxDiscount === undefined || merged.maxDiscount === null ? null : rupeesToPaise(merged.maxDiscount),
      min_order_paise: rupeesToPaise(merged.minOrder ?? 0),
      valid_from: momentInIndia(first, 0),
      valid_to: momentInIndia(last + 1, 0),
      per_customer_limit: merged.perCustomerLimit ?? null,
      usage_limit: merged.usageLimit ?? null,
      first_order_only: merged.firstOrderOnly ?? false,
      active: merged.active ?? true,
    };
    const saved = row
      ? await trx.updateTable("coupon").set(values).where("code", "=", input.code).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto("coupon")
          .values({ code: input.code, ...values })
          .onConflict((oc) => oc.column("code").doNothing())
          .returningAll()
          .executeTakeFirst();
    if (!saved) {
      // Another operator added the same new code in the meantime: theirs stands, and this one is told.
      const message = "This promo code was added a moment ago; look at it and try again";
      throw new DomainError("conflict", "coupon_exists", message, { code: message });
    }
    const after = toOperatorCoupon(saved, uses);
    await audit(trx, actor, { action: row ? "coupon.update" : "coupon.add", entityType: "coupon", entityId: input.code, before, after });
    return after;
  });
}
