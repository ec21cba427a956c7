import type { FastifyRequest } from "fastify";
import type { ApiEnv } from "../env";
import { sameHash, sha256 } from "../services/secrets";
import { DomainError } from "../services/errors";

/** onRequest hook of the operators' api/admin calls: `Authorization: Bearer <OPERATOR_TOKEN>`, compared in constant time. */
export function requireOperator(env: ApiEnv) {
  const expected = sha256(env.OPERATOR_TOKEN);
  return async (request: FastifyRequest) => {
    const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? "");
    if (!match || !sameHash(expected, sha256(match[1]))) throw new DomainError("unauthenticated", "operator_only", "This call needs the operator token.");
  };
}
