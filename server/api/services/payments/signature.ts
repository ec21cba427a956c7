import { hmacSha256, sameHash } from "../secrets";

/** A checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret (the provider's scheme). */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) => hmacSha256(keySecret, `${orderId}|${paymentId}`);

/** Compares a received signature with the expected one in constant time; a non-string never matches. */
export const signatureMatches = (expected: string, given: unknown) => typeof given === "string" && sameHash(expected, given);

/** A webhook's signature (`X-Razorpay-Signature`): HMAC-SHA256 of the raw body with the webhook secret; none without a secret. */
export const webhookSignatureMatches = (webhookSecret: string | undefined, rawBody: Buffer, given: unknown) =>
  !!webhookSecret && signatureMatches(hmacSha256(webhookSecret, rawBody), given);
