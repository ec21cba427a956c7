/**
 * The API's stream of changes to what the storefront keeps (GET /v1/internal/changes,
 * docs/decisions/020): `event: ready` once the stream is sure to carry every later change, then
 * `event: change` with one of these as data. The storefront trusts what it keeps only while this
 * stream is open and ready.
 */
export type StorefrontChange =
  /** Products, stock, prices, ratings or served areas changed: every kept catalogue answer is stale. */
  | { type: "catalogue" }
  /** A session ended (a sign-out, a sign-in's renewal): a kept copy of it must not be used again. */
  | { type: "sessions" };
