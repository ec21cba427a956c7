import { sql } from "kysely";
import type { DiscountRule } from "@domain/cart/cart";
import type { ProductSummary } from "@domain/catalogue/catalogue";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import { paiseToRupees } from "@domain/shared/money";
import { randomCode } from "@domain/shared/random-code";
import type { Db } from "../../db";
import { productColumns, toSummary } from "../catalogue/catalogue";
import { inLanguage } from "../i18n/translations";

/**
 * The referral programme. Every customer has a code (made on first use). A friend with no orders
 * applies one code, not their own; it gives them the friend's discount on one unit of the referral
 * product. Their first order uses it up (consumeReferral), and once that order is delivered the
 * referrer gets a personal reward coupon, once (rewardReferrer).
 */
type ReferralOffer = {
  product: ProductSummary;
  productDbId: string;
  inStock: boolean;
  friendRule: DiscountRule;
  rewardPaise: number;
  rewardMinOrderPaise: number;
  rewardValidDays: number;
};

/** The programme's terms, its product in the language, or null when it is switched off or its product is no longer sold. */
export async function referralOffer(db: Db, language: Language = DEFAULT_LANGUAGE): Promise<ReferralOffer | null> {
  const row = await db
    .selectFrom("referral_setting")
    .innerJoin("product", "product.id", "referral_setting.product_id")
    .leftJoin("product_rating", "product_rating.product_id", "product.id")
    .select([...productColumns(language), "product.id as productDbId"])
    .select([
      "referral_setting.friend_discount_type",
      "referral_setting.friend_discount_value",
      "referral_setting.reward_paise",
      "referral_setting.reward_min_order_paise",
      "referral_setting.reward_valid_days",
    ])
    .where("referral_setting.active", "=", true)
    .where("product.active", "=", true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    product: toSummary(row),
    productDbId: row.productDbId,
    inStock: row.stock > 0,
    friendRule: { type: row.friend_discount_type, value: row.friend_discount_value, maxDiscountPaise: null },
    rewardPaise: row.reward_paise,
    rewardMinOrderPaise: row.reward_min_order_paise,
    rewardValidDays: row.reward_valid_days,
  };
}

/** The terms in rupees, as the API answers them. */
export const offerTerms = (offer: ReferralOffer) => ({
  product: offer.product,
  friendDiscount: {
    type: offer.friendRule.type,
    value: offer.friendRule.type === "flat" ? paiseToRupees(offer.friendRule.value) : offer.friendRule.value,
  },
  referrerReward: { amount: paiseToRupees(offer.rewardPaise), minOrderValue: paiseToRupees(offer.rewardMinOrderPaise), validDays: offer.rewardValidDays },
});

const CODE_ATTEMPTS = 5;

/** The customer's own code, made the first time it is asked for; a code already taken is drawn again. */
export async function referralCodeOf(db: Db, customerId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const existing = await db.selectFrom("referral_code").select("code").where("customer_id", "=", customerId).executeTakeFirst();
    if (existing) return existing.code;
    // Either conflict (the code is taken, or another request just gave this customer one) inserts nothing; the loop looks again.
    await db
      .insertInto("referral_code")
      .values({ code: randomCode(), customer_id: customerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error("Could not draw a free referral code");
}

/** Whose code this is, if anyone's. */
export async function referrerOf(db: Db, code: string) {
  return db.selectFrom("referral_code").select("customer_id").where("code", "=", code).executeTakeFirst();
}

/** The referral the customer took part in as the friend, if any: applied (no order yet), used, or rewarded. */
export async function referralAsFriend(db: Db, customerId: string) {
  return db.selectFrom("referral").select(["code", "order_id", "referrer_id"]).where("friend_id", "=", customerId).executeTakeFirst();
}

/** Friends who used the customer's code, newest first, as the referrer sees them: first name and last initial. */
export async function referredFriends(db: Db, customerId: string) {
  const rows = await db
    .selectFrom("referral")
    .innerJoin("customer", "customer.id", "referral.friend_id")
    .select(["customer.first_name", "customer.last_name", "referral.order_id", "referral.reward_coupon_code", "referral.created_at"])
    .where("referral.referrer_id", "=", customerId)
    .orderBy("referral.created_at", "desc")
    .limit(100)
    .execute();
  return rows.map((r) => ({
    friendName: `${r.first_name} ${r.last_name.slice(0, 1)}.`,
    status: r.reward_coupon_code ? ("rewarded" as const) : r.order_id ? ("ordered" as const) : ("joined" as const),
    joinedAt: r.created_at.toISOString(),
  }));
}

/** The reward coupons the customer earned, newest first, with whether they are still to be used. */
export async function rewardCoupons(db: Db, customerId: string, language: Language = DEFAULT_LANGUAGE) {
  const rows = await db
    .selectFrom("referral")
    .innerJoin("coupon", "coupon.code", "referral.reward_coupon_code")
    .select([
      "coupon.code",
      inLanguage(language, "coupon.description", "coupon_translation", "description", "coupon.code").as("description"),
      "coupon.value",
      "coupon.min_order_paise",
      "coupon.valid_to",
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("coupon_use")
            .innerJoin("customer_order", "customer_order.id", "coupon_use.order_id")
            .whereRef("coupon_use.coupon_code", "=", "coupon.code")
            .where("customer_order.status", "!=", "cancelled")
            .select("coupon_use.order_id"),
        )
        .as("used"),
    )
    .where("referral.referrer_id", "=", customerId)
    .orderBy("referral.rewarded_at", "desc")
    .execute();
  const now = new Date();
  return rows.map((r) => ({
    code: r.code,
    description: r.description,
    amount: paiseToRupees(r.value),
    minOrderValue: paiseToRupees(r.min_order_paise),
    validTo: r.valid_to.toISOString(),
    status: r.used ? ("used" as const) : r.valid_to <= now ? ("expired" as const) : ("available" as const),
  }));
}

/**
 * For checkout (issue 6), inside placeOrder's transaction: the customer's applied referral is used
 * by this order. Answers whether there was one. The discount itself is in the cart's totals.
 */
export async function consumeReferral(trx: Db, { customerId, orderId }: { customerId: string; orderId: string }): Promise<boolean> {
  const used = await trx
    .updateTable("referral")
    .set({ order_id: orderId, ordered_at: sql<Date>`now()` })
    .where("friend_id", "=", customerId)
    .where("order_id", "is", null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

const REWARD_ATTEMPTS = 3;

/**
 * For the operator's "delivered" transition: when the delivered order is a referred friend's, gives
 * the referrer their reward, a personal coupon, exactly once. One statement marks the referral and
 * writes the coupon, so two calls cannot both reward. Answers the new code, or null when there is
 * nothing (more) to reward. Works on a database or inside the caller's transaction.
 */
export async function rewardReferrer(db: Db, orderId: string): Promise<string | null> {
  for (let attempt = 0; attempt < REWARD_ATTEMPTS; attempt++) {
    const code = `REF${randomCode(7)}`;
    try {
      const { rows } = await sql<{ code: string }>`
        with settings as (
          select reward_paise, reward_min_order_paise, reward_valid_days from referral_setting where id = 1
        ), rewarded as (
          update referral r set reward_coupon_code = ${code}, rewarded_at = now()
          from customer_order o, settings
          where r.order_id = ${orderId} and o.id = r.order_id and o.status = 'delivered' and r.reward_coupon_code is null
          returning r.referrer_id, r.friend_id
        )
        insert into coupon (code, description, type, value, min_order_paise, valid_from, valid_to, per_customer_limit, usage_limit, owner_customer_id)
        select ${code}, '₹' || trim_scale(s.reward_paise / 100.0) || ' off for referring ' || f.first_name,
          'flat', s.reward_paise, s.reward_min_order_paise, now(), now() + make_interval(days => s.reward_valid_days), 1, 1, rewarded.referrer_id
        from rewarded join customer f on f.id = rewarded.friend_id cross join settings s
        returning code`.execute(db);
      return rows[0]?.code ?? null;
    } catch (error) {
      // A drawn code that is already a coupon: draw again (unique_violation).
      if ((error as { code?: string }).code !== "23505") throw error;
    }
  }
  throw new Error("Could not draw a free reward coupon code");
}
