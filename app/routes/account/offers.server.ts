import * as cart from "@domain/cart/endpoints";
import type { Api } from "../../server/api/client.server";
import type { ReferralProgrammeData } from "../../components/ReferralProgramme";

/**
 * The data of the promo code and referral screens, shared by /promocode and /referralcode and by the
 * account area's tabs that show the same screens.
 */
export async function promoCodes(api: Api) {
  const { data } = await api.call(cart.listAllCoupon);
  return { coupons: data.list };
}

/** The customer's code, the offer, the link that shares it (to this shop's cart, which fills the code in), friends and rewards. */
export async function referralProgramme(api: Api, request: Request): Promise<ReferralProgrammeData> {
  const [mine, data, rewards] = await Promise.all([api.call(cart.checkAndGetReferral), api.call(cart.getReferralData), api.call(cart.getReferralCoupon)]);
  const { referralCode, offer } = mine.data;
  return { referralCode, offer, link: `${new URL(request.url).origin}/cart?ref=${referralCode}`, friends: data.data.list, rewards: rewards.data.list };
}
