import type { z } from "zod";
import type { checkoutSchema } from "./schemas";

/**
 * What the API answers for an order to pay online (payOnline, placeOrder, validPaymentToken): the
 * provider's order (`razorOrder`, amount in paise) and what the hosted checkout form needs. Its
 * schema, checkoutSchema in ./schemas, is the one source.
 */
export type Checkout = z.infer<typeof checkoutSchema>;
