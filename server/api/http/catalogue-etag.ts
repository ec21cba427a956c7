import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db";
import { catalogueVersion } from "../services/catalogue";

/**
 * preHandler for public catalogue reads (after the location check, so a pincode that is not served
 * still answers 422): an ETag made of the catalogue's version and what was asked (path, query, body,
 * pincode). A matching If-None-Match answers 304 without running the read; otherwise the answer
 * carries the ETag, with `no-cache` so whoever keeps it asks again before reusing it. The version
 * moves on in the same transaction as any change to products (stock included), categories or types,
 * and is read before the answer is, so an ETag never vouches for an answer older than itself.
 */
export function catalogueEtag(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const asked = JSON.stringify([request.url, request.body ?? null, request.headers.pincode ?? null]);
    const tag = `"c${await catalogueVersion(db)}-${createHash("sha256").update(asked).digest("base64url").slice(0, 22)}"`;
    reply.header("etag", tag).header("cache-control", "no-cache");
    if (request.headers["if-none-match"] === tag) return reply.code(304).send();
  };
}
