import type { Api } from "../../server/api.server";
import type { Coupon } from "@domain/catalogue/catalogue";
import type { ReferralOffer } from "./offers";

/**
 * The data of the promo code and referral screens, shared by /promocode and /referralcode and by the
 * account area's tabs that show the same screens.
 */
export async function promoCodes(api: Api) {
  const { data } = await api.call<{ list: Coupon[] }>("GET", "api/customer/listAllCoupon");
  return { coupons: data.list };
}

type Friend = { friendName: string; status: "joined" | "ordered" | "rewarded"; joinedAt: string };
type Reward = { code: string; description: string; amount: number; minOrderValue: number; validTo: string; status: "available" | "used" | "expired" };

/** The customer's code, the offer, the link that shares it (to this shop's cart, which fills the code in), friends and rewards. */
export async function referralProgramme(api: Api, request: Request) {
  const [mine, data, rewards] = await Promise.all([
    api.call<{ referralCode: string; offer: ReferralOffer | null }>("GET", "api/customer/checkAndGetReferral"),
    api.call<{ list: Friend[] }>("GET", "api/customer/getReferralData"),
    api.call<{ list: Reward[] }>("GET", "api/customer/getReferralCoupon"),
  ]);
  const { referralCode, offer } = mine.data;
  return { referralCode, offer, link: `${new URL(request.url).origin}/cart?ref=${referralCode}`, friends: data.data.list, rewards: rewards.data.list };
}
export type ReferralProgrammeData = Awaited<ReturnType<typeof referralProgramme>>;
