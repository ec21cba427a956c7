import type { z } from "zod";
import type { checkoutSchema } from "./schemas";

/**
 * What the API answers for an order to pay online (payOnline, placeOrder, validPaymentToken): the
 * provider's order (`razorOrder`, amount in paise) and what the hosted checkout form needs. Its
 * schema, checkoutSchema in ./schemas, is the one source.
 */
export type Checkout = z.infer<typeof checkoutSchema>;

/** Razorpay's Standard Checkout script (checkout.js), which opens its checkout in the page. */
const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/**
 * Where the browser loads the in-page checkout script from (docs/decisions/025-in-page-checkout.md): the
 * CHECKOUT_SCRIPT_URL setting, else Razorpay's with its keys, else the local test gateway's on the API.
 * The API hands it to the storefront with each checkout; the storefront's CSP allows its origin.
 */
export function checkoutScriptUrl(setting: string | undefined, razorpay: boolean, apiPublicUrl: string): string {
  return setting ?? (razorpay ? RAZORPAY_CHECKOUT_SCRIPT : `${apiPublicUrl}/v1/test-gateway/checkout.js`);
}
