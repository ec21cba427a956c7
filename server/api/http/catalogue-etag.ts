import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE } from "@domain/i18n/languages";

/**
 * onSend hook of public catalogue reads: the answer's ETag is a hash of the answer itself, with
 * `no-cache` so whoever keeps it (the storefront) asks again before reusing it, and a matching
 * If-None-Match gets a 304 with no body. An ETag made of the answer's bytes can never vouch for a
 * stale answer, and it needs no shared version row that every order's stock change would have to
 * lock (docs/decisions/016): what a 304 saves is the transfer and the storefront's parsing, not the read.
 *
 * The answer is in the request's language (docs/i18n.md), and its ETag names the language too: a page
 * whose every word has no translation reads the same in two languages, yet an answer kept in one is
 * never revalidated as the other's. English ETags are the answer's bytes alone, as before languages.
 */
export async function catalogueEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== "string") return payload;
  const hash = createHash("sha256");
  if (request.language !== DEFAULT_LANGUAGE) hash.update(`${request.language}\n`);
  const tag = `"${hash.update(payload).digest("base64url").slice(0, 27)}"`;
  reply.header("etag", tag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] !== tag) return payload;
  reply.code(304);
  return "";
}
