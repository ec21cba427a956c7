import { paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import { INTERVAL_WEEKS, MANDATE_YEARS, MAX_SUBSCRIPTION_QUANTITY, mandateLimit } from "@domain/subscriptions/schedule";

/** What the subscribe page offers: the URL's interval and quantity (the product page's form sends the interval), or the product's default and one. */
export function planOf(url: URL, defaultWeeks: number): { intervalWeeks: number; quantity: number } {
  const weeks = Number(url.searchParams.get("interval"));
  const quantity = Number(url.searchParams.get("quantity"));
  return {
    intervalWeeks: (INTERVAL_WEEKS as readonly number[]).includes(weeks) ? weeks : defaultWeeks,
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_SUBSCRIPTION_QUANTITY ? quantity : 1,
  };
}

/**
 * What the shopper agrees to, shown before they subscribe: a delivery's price (rupees) and, for UPI
 * AutoPay, the mandate their UPI app will ask them to approve: the most a debit may be (rupees) and
 * the moment it ends, as the API asks the bank for them.
 */
export function subscriptionTerms(unitPrice: number, quantity: number, now: Date) {
  const deliveryPaise = rupeesToPaise(unitPrice) * quantity;
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + MANDATE_YEARS);
  return { perDelivery: paiseToRupees(deliveryPaise), mandateMax: paiseToRupees(mandateLimit(deliveryPaise)), mandateUntil: until.toISOString() };
}
