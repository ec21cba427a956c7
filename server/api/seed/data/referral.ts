import { rupeesToPaise } from "@domain/shared/money";
import type { Db } from "../../db";

/**
 * The referral programme's terms: a friend gets the referral product free (100% off one unit) with
 * their first order; the referrer gets ₹100 off an order of ₹499 or more, for 60 days, once the
 * friend's order is delivered.
 */
const REFERRAL = {
  productName: "Aloe Vera Hand Wash 250 ml",
  friendDiscount: { type: "percent", value: 100 },
  reward: 100,
  rewardMinOrder: 499,
  rewardValidDays: 60,
} as const;

export async function seedReferral(db: Db): Promise<string[]> {
  if (await db.selectFrom("referral_setting").select("id").executeTakeFirst()) return [];
  const product = await db.selectFrom("product").select("id").where("name", "=", REFERRAL.productName).executeTakeFirst();
  if (!product) return [];
  await db
    .insertInto("referral_setting")
    .values({
      product_id: product.id,
      friend_discount_type: REFERRAL.friendDiscount.type,
      friend_discount_value: REFERRAL.friendDiscount.value,
      reward_paise: rupeesToPaise(REFERRAL.reward),
      reward_min_order_paise: rupeesToPaise(REFERRAL.rewardMinOrder),
      reward_valid_days: REFERRAL.rewardValidDays,
    })
    .execute();
  return ["referral settings"];
}
