import type { FastifyRequest } from "fastify";
import type { ApiEnv } from "../env";
import { sameHash, sha256 } from "../services/secrets";
import { DomainError } from "../services/errors";

/** onRequest hook of the storefront's internal calls: `Authorization: Bearer <STOREFRONT_API_SECRET>`, compared in constant time. */
export function requireStorefront(env: ApiEnv) {
  const expected = sha256(env.STOREFRONT_API_SECRET);
  return async (request: FastifyRequest) => {
    const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? "");
    if (!match || !sameHash(expected, sha256(match[1]))) throw new DomainError("unauthenticated", "storefront_only", "This call is the storefront's own.");
  };
}
