import { z } from "zod";

/**
 * What the API answers for an order to pay online (payOnline, placeOrder, validPaymentToken): the
 * provider's order (`razorOrder`, amount in paise) and what the hosted checkout form needs
 * (docs/product.md#checkout-and-payments, #payment-links).
 */
export const checkoutSchema = z.object({
  paid: z.literal(false),
  razorOrder: z.object({ id: z.string(), amount: z.number().int() }),
  checkoutUrl: z.string(),
  /** The checkout.js the browser loads to open the checkout in the page (docs/decisions/025-in-page-checkout.md). */
  scriptUrl: z.string(),
  keyId: z.string(),
  orderNumber: z.string(),
  /** Rupees, for showing. */
  amount: z.number(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string().nullable() }),
  fields: z.record(z.string()).describe("Further fields the hosted checkout form must carry (the local test gateway's single-use checkout token)"),
});
