import type { checkAndGetReferral } from "@domain/cart/endpoints";
import type { Coupon } from "@domain/catalogue/catalogue";
import type { ResponseData } from "@domain/contract";
import { formatDate } from "@domain/shared/dates";
import { formatRupees } from "@domain/shared/money";
import { SITE_NAME } from "../../utils/seo";

/**
 * How promo codes and the referral offer read to shoppers: one place for the words, used by the
 * home page's offers, /promocode, /referralcode and the account tabs that show them.
 */

/** What a coupon takes off: "₹50 off", "10% off, up to ₹100". */
export const couponHeadline = (c: Pick<Coupon, "type" | "value" | "maxDiscount">) =>
  c.type === "flat" ? `${formatRupees(c.value)} off` : `${c.value}% off${c.maxDiscount ? `, up to ${formatRupees(c.maxDiscount)}` : ""}`;

/** A coupon's conditions, one per line. */
export function couponTerms(c: Coupon): string[] {
  const terms: string[] = [];
  if (c.minOrderValue > 0) terms.push(`On orders of ${formatRupees(c.minOrderValue)} or more`);
  if (c.firstOrderOnly) terms.push("First order only");
  if (c.perCustomerLimit === 1) terms.push("Once per customer");
  else if (c.perCustomerLimit) terms.push(`Up to ${c.perCustomerLimit} times per customer`);
  terms.push(`Valid till ${formatDate(c.validTo)}`);
  return terms;
}

/** The referral offer as the API declares it (a type only: no schema reaches the browser). */
export type ReferralOffer = NonNullable<ResponseData<typeof checkAndGetReferral>["offer"]>;

/** What the friend gets: "Aloe Vera Hand Wash 250 ml free", "₹20 off Aloe Vera Hand Wash 250 ml". */
export function friendGets(offer: ReferralOffer): string {
  const { type, value } = offer.friendDiscount;
  const name = offer.product.productName;
  if (type === "percent") return value === 100 ? `${name} free` : `${value}% off ${name}`;
  return `${formatRupees(value)} off ${name}`;
}

/** What the referrer gets, once the friend's first order is delivered. */
export function referrerGets(offer: ReferralOffer): string {
  const { amount, minOrderValue, validDays } = offer.referrerReward;
  const minimum = minOrderValue > 0 ? ` of ${formatRupees(minOrderValue)} or more` : "";
  return `${formatRupees(amount)} off your next order${minimum}, valid for ${validDays} days`;
}

/** The message a customer shares, with their code and the link that fills it in. */
export const shareText = (offer: ReferralOffer, code: string, link: string) =>
  `Get ${friendGets(offer)} with your first order at ${SITE_NAME}: use my referral code ${code} at checkout. ${link}`;

export const whatsAppHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
