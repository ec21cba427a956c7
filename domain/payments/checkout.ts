/**
 * What the API answers for an order to pay online (payOnline, placeOrder, validPaymentToken): the
 * provider's order (`razorOrder`, amount in paise) and what the hosted checkout form needs (spec §3
 * Payment-order check response, §7 hosted checkout form).
 */
export type Checkout = {
  paid: false;
  razorOrder: { id: string; amount: number };
  checkoutUrl: string;
  keyId: string;
  orderNumber: string;
  /** Rupees, for showing. */
  amount: number;
  description: string;
  prefill: { name: string; contact: string; email: string | null };
  /** Further fields the hosted checkout form must carry for this attempt (the local test gateway's single-use checkout token). */
  fields: Record<string, string>;
};
