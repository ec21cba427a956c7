import type { checkAndGetReferral } from "@domain/cart/endpoints";
import type { Coupon } from "@domain/catalogue/catalogue";
import type { ResponseData } from "@domain/contract";
import { translator, type Translate } from "@domain/i18n/translate";
import { formatRupees } from "@domain/shared/money";
import { SITE_NAME } from "~/utils/seo";

/**
 * How promo codes and the referral offer read to shoppers: one place for the words, used by the
 * home page's offers, /promocode, /referralcode and the account tabs that show them. Each takes the
 * page's translator (useT()); without one the words are English.
 */
const english = translator("en", {});

/** What a coupon takes off: "₹50 off", "10% off, up to ₹100". */
export const couponHeadline = (c: Pick<Coupon, "type" | "value" | "maxDiscount">, t: Translate = english) =>
  c.type === "flat"
    ? t("{amount} off", { amount: formatRupees(c.value) })
    : c.maxDiscount
      ? t("{percent}% off, up to {amount}", { percent: c.value, amount: formatRupees(c.maxDiscount) })
      : t("{percent}% off", { percent: c.value });

/** A coupon's conditions, one per line. */
export function couponTerms(c: Coupon, t: Translate = english): string[] {
  const terms: string[] = [];
  if (c.minOrderValue > 0) terms.push(t("On orders of {amount} or more", { amount: formatRupees(c.minOrderValue) }));
  if (c.firstOrderOnly) terms.push(t("First order only"));
  if (c.perCustomerLimit === 1) terms.push(t("Once per customer"));
  else if (c.perCustomerLimit) terms.push(t("Up to {count} times per customer", { count: c.perCustomerLimit }));
  terms.push(t("Valid till {date}", { date: t.date(c.validTo) }));
  return terms;
}

/** The referral offer as the API declares it (a type only: no schema reaches the browser). */
type ReferralOffer = NonNullable<ResponseData<typeof checkAndGetReferral>["offer"]>;

/** What the friend gets: "Aloe Vera Hand Wash 250 ml free", "₹20 off Aloe Vera Hand Wash 250 ml". */
export function friendGets(offer: ReferralOffer, t: Translate = english): string {
  const { type, value } = offer.friendDiscount;
  const product = offer.product.productName;
  if (type === "percent") return value === 100 ? t("{product} free", { product }) : t("{percent}% off {product}", { percent: value, product });
  return t("{amount} off {product}", { amount: formatRupees(value), product });
}

/** What the referrer gets, once the friend's first order is delivered. */
export function referrerGets(offer: ReferralOffer, t: Translate = english): string {
  const { amount, minOrderValue, validDays } = offer.referrerReward;
  return minOrderValue > 0
    ? t("{amount} off your next order of {minimum} or more, valid for {days} days", {
        amount: formatRupees(amount),
        minimum: formatRupees(minOrderValue),
        days: validDays,
      })
    : t("{amount} off your next order, valid for {days} days", { amount: formatRupees(amount), days: validDays });
}

/** The message a customer shares, with their code and the link that fills it in. */
export const shareText = (offer: ReferralOffer, code: string, link: string, t: Translate = english) =>
  t("Get {offer} with your first order at {shop}: use my referral code {code} at checkout. {link}", {
    offer: friendGets(offer, t),
    shop: t(SITE_NAME),
    code,
    link,
  });

export const whatsAppHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
