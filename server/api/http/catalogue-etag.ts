import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * onSend hook of public catalogue reads: the answer's ETag is a hash of the answer itself, with
 * `no-cache` so whoever keeps it (the storefront) asks again before reusing it, and a matching
 * If-None-Match gets a 304 with no body. An ETag made of the answer's bytes can never vouch for a
 * stale answer, and it needs no shared version row that every order's stock change would have to
 * lock (docs/decisions/016): what a 304 saves is the transfer and the storefront's parsing, not the read.
 */
export async function catalogueEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== "string") return payload;
  const tag = `"${createHash("sha256").update(payload).digest("base64url").slice(0, 27)}"`;
  reply.header("etag", tag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] !== tag) return payload;
  reply.code(304);
  return "";
}
