import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: API tokens and verification proofs. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** How tokens and proofs are stored: they are random and long, so a plain SHA-256 cannot be reversed. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Keyed hash for short secrets (six-digit codes), which a plain hash would not protect. */
export const hmacSha256 = (secret: string, value: string | Buffer) => createHmac("sha256", secret).update(value).digest("hex");

/**
 * Is `given` exactly the hex digest `expected`, character for character, in constant time? Compared as
 * text, not as the bytes the hex stands for: decoding would drop what is not hex (a trailing "zz", an odd
 * last digit) and ignore case, where Razorpay accepts only its exact lower-case digest.
 */
export function sameHash(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}
