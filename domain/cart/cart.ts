import { interpolate, type Params } from "../i18n/translate";
import { formatRupees, paiseToRupees } from "../shared/money";

/**
 * The cart's rules and arithmetic, shared by the API (which prices every customer's cart) and the
 * storefront (which shows a guest's cart with the same arithmetic). Amounts are integer paise;
 * nothing here reads prices from anywhere but its arguments, and callers take them from the catalogue.
 */

/** At most this many of one product in a cart line. */
export const MAX_QUANTITY = 10;
/** At most this many different products in a customer's cart. */
export const MAX_CART_LINES = 30;
/** A guest's cart lives in the session cookie, so it is kept smaller. */
export const MAX_GUEST_LINES = 20;

/**
 * The cart's messages, in English as the shop writes them; a `{name}` is a placeholder for a value given
 * beside the message, so that each can be translated (docs/i18n.md; Hindi in domain/i18n/hi/forms.json).
 */
export const cartMessages = {
  quantity: `Please choose a quantity from 1 to ${MAX_QUANTITY}`,
  productNotFound: "This product is not available",
  outOfStock: "This product is out of stock",
  noLongerSold: "This product is no longer sold",
  noRefill: "This product has no refill",
  orderUnderWay: "This order is still on its way. You can buy it again once it has arrived.",
  notInCart: "This product is not in your cart",
  cartFull: `Your cart can hold up to ${MAX_CART_LINES} different products`,
  guestCartFull: `Your cart can hold up to ${MAX_GUEST_LINES} different products. Sign in to add more.`,
  lineFull: `You can buy at most ${MAX_QUANTITY} of a product`,
  /** With `{ stock }`. */
  onlyLeft: "Only {stock} left in stock",
  /** `lineFull` with `{ existing }`, the units the cart already has. */
  lineFullHave: `You can buy at most ${MAX_QUANTITY} of a product. You already have {existing} in your cart.`,
} as const;

export const couponMessages = {
  required: "Please enter a promo code",
  invalid: "Invalid promo code",
  notStarted: "This promo code is not active yet",
  expired: "This promo code has expired",
  notYours: "This promo code belongs to another account",
  firstOrderOnly: "This promo code is for your first order only",
  usedUp: "You have already used this promo code",
  limitReached: "This promo code has reached its usage limit",
  emptyCart: "Add products to your cart to use a promo code",
  /** With `{ minimum, short }`, both in rupees as the shop writes them. */
  minOrder: "This promo code needs an order of {minimum} or more. Add {short} more to use it.",
} as const;

export const referralMessages = {
  required: "Please enter a referral code",
  invalid: "Invalid referral code",
  own: "You cannot use your own referral code",
  alreadyApplied: "You have already applied a referral code",
  alreadyUsed: "You have already used a referral code",
  firstOrderOnly: "Referral codes are for a first order only",
  unavailable: "The referral offer is not available right now",
  removed: "Referral code removed successfully",
  notApplied: "No referral code is applied",
} as const;

/** Money off: `value` paise (flat) or `value` per cent (percent), the latter up to `maxDiscountPaise`. */
export type DiscountRule = { type: "flat" | "percent"; value: number; maxDiscountPaise: number | null };

/**
 * The discount a rule gives on an amount, in whole paise. A percentage is rounded down, so no
 * discount is ever more than the percentage it advertises; no discount is more than the amount.
 */
export function discountOn(rule: DiscountRule, amountPaise: number): number {
  if (amountPaise <= 0) return 0;
  let discount = rule.type === "flat" ? rule.value : Math.floor((amountPaise * rule.value) / 100);
  if (rule.type === "percent" && rule.maxDiscountPaise !== null) discount = Math.min(discount, rule.maxDiscountPaise);
  return Math.min(discount, amountPaise);
}

export type PricedLine = { productId: string; unitPricePaise: number; unitMrpPaise: number; quantity: number };

export const lineTotal = (line: Pick<PricedLine, "unitPricePaise" | "quantity">) => line.unitPricePaise * line.quantity;

export type CartTotals = {
  mrpTotal: number;
  subTotal: number;
  discount: number;
  referralDiscount: number;
  orderTotal: number;
  /** Everything saved against the MRP: sale prices, the coupon and the referral discount. */
  savings: number;
};

/**
 * The totals of a cart's (available) lines. The referral discount applies to one unit of the referral
 * product when it is in the cart; the coupon applies to the subtotal. Together they never take the
 * total below zero: the coupon gives way first.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  offers: { coupon?: DiscountRule | null; referral?: { rule: DiscountRule; productId: string } | null } = {},
): CartTotals {
  const subTotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const mrpTotal = lines.reduce((sum, line) => sum + line.unitMrpPaise * line.quantity, 0);
  const referralLine = offers.referral ? lines.find((line) => line.productId === offers.referral!.productId) : undefined;
  const referralDiscount = referralLine ? discountOn(offers.referral!.rule, referralLine.unitPricePaise) : 0;
  const discount = offers.coupon ? Math.min(discountOn(offers.coupon, subTotal), subTotal - referralDiscount) : 0;
  const orderTotal = subTotal - discount - referralDiscount;
  return { mrpTotal, subTotal, discount, referralDiscount, orderTotal, savings: mrpTotal - orderTotal };
}

/** The totals as the API answers them: rupees with at most two decimals. */
export function totalsInRupees(t: CartTotals) {
  return {
    subTotal: paiseToRupees(t.subTotal),
    discount: paiseToRupees(t.discount),
    referralDiscount: paiseToRupees(t.referralDiscount),
    orderTotal: paiseToRupees(t.orderTotal),
    mrpTotal: paiseToRupees(t.mrpTotal),
    savings: paiseToRupees(t.savings),
  };
}

/** A coupon's conditions (the rule of its discount aside). */
export type CouponConditions = {
  validFrom: Date;
  validTo: Date;
  minOrderPaise: number;
  perCustomerLimit: number | null;
  usageLimit: number | null;
  firstOrderOnly: boolean;
  ownerCustomerId: string | null;
};

/** What a coupon is checked against: the moment, the shopper, their cart and the uses so far (of orders not cancelled). */
export type CouponContext = {
  now: Date;
  customerId: string;
  /** The cart's subtotal; left out, the rules about the cart are too (for listing the codes a customer can use). */
  subTotalPaise?: number;
  /** The customer's orders that were not cancelled. */
  orderCount: number;
  usesByCustomer: number;
  usesOverall: number;
};

/** A refusal's message as a template of couponMessages and its values, to translate. */
export type CouponRefusal = { template: string; params?: Params };

/**
 * Why a coupon cannot be used now, or null when it can. Each rule has its own message, checked in
 * the order a shopper can do something about last: who and when first, the cart's value at the end.
 */
export function couponRefusalOf(coupon: CouponConditions, ctx: CouponContext): CouponRefusal | null {
  const refused = (template: string, params?: Params) => ({ template, params });
  if (coupon.ownerCustomerId !== null && coupon.ownerCustomerId !== ctx.customerId) return refused(couponMessages.notYours);
  if (ctx.now < coupon.validFrom) return refused(couponMessages.notStarted);
  if (ctx.now >= coupon.validTo) return refused(couponMessages.expired);
  if (coupon.firstOrderOnly && ctx.orderCount > 0) return refused(couponMessages.firstOrderOnly);
  if (coupon.perCustomerLimit !== null && ctx.usesByCustomer >= coupon.perCustomerLimit) return refused(couponMessages.usedUp);
  if (coupon.usageLimit !== null && ctx.usesOverall >= coupon.usageLimit) return refused(couponMessages.limitReached);
  if (ctx.subTotalPaise === undefined) return null;
  if (ctx.subTotalPaise <= 0) return refused(couponMessages.emptyCart);
  if (ctx.subTotalPaise < coupon.minOrderPaise) {
    return refused(couponMessages.minOrder, {
      minimum: formatRupees(paiseToRupees(coupon.minOrderPaise)),
      short: formatRupees(paiseToRupees(coupon.minOrderPaise - ctx.subTotalPaise)),
    });
  }
  return null;
}

/** couponRefusalOf's message in English, or null. */
export function couponRefusal(coupon: CouponConditions, ctx: CouponContext): string | null {
  const refusal = couponRefusalOf(coupon, ctx);
  return refusal && interpolate(refusal.template, refusal.params);
}

/** The changes a cart form can ask for (its `intent`), as the /cart action takes them. */
export const CART_INTENTS = ["add", "update", "remove", "applyCoupon", "removeCoupon", "applyReferral", "removeReferral"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];
export const isCartIntent = (value: unknown): value is CartIntent => CART_INTENTS.includes(value as CartIntent);

/** How many of a product can go in one line: the line limit, or the stock when that is lower. */
export const maxQuantityFor = (stock: number) => Math.max(0, Math.min(MAX_QUANTITY, stock));

export const isQuantity = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_QUANTITY;

/** Items in a cart, as the header's badge counts them: the sum of the quantities. */
export const itemCount = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
