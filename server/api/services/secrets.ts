import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: API tokens and verification proofs. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** How tokens and proofs are stored: they are random and long, so a plain SHA-256 cannot be reversed. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Keyed hash for short secrets (six-digit codes), which a plain hash would not protect. */
export const hmacSha256 = (secret: string, value: string | Buffer) => createHmac("sha256", secret).update(value).digest("hex");

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
