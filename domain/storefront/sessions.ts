import { z } from "zod";

/**
 * What the storefront and the API share about the storefront's sessions, which the API keeps for it
 * (docs/decisions/012): the internal calls' bodies and the header
 * that tells the API which shopper's session a call comes from.
 */

/** Sent with every API call of a shopper who has a session: a hash of the session id, never the id itself. */
export const SHOPPER_SESSION_HEADER = "x-shopper-session";

/** A session id as the cookie carries it: 256 random bits, base64url. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a session id");

/** No session of the shop comes near this; larger data is refused rather than stored. */
const MAX_SESSION_BYTES = 16 * 1024;

const sessionDataSchema = z
  .record(z.unknown())
  .refine((data) => JSON.stringify(data).length <= MAX_SESSION_BYTES, `A session holds at most ${MAX_SESSION_BYTES} bytes.`);

export const sessionWriteSchema = z.object({ data: sessionDataSchema, expiresAt: z.coerce.date() });
