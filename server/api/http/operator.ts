import type { FastifyRequest } from "fastify";
import { mayCall, type OperatorRole } from "@domain/operators/roles";
import type { Db } from "../db";
import type { ApiEnv } from "../env";
import { sameHash, sha256 } from "../services/secrets";
import { DomainError } from "../services/errors";
import { authenticateOperator, COMMAND_LINE, type SignedInOperator } from "../services/operators/operators";

declare module "fastify" {
  interface FastifyRequest {
    operator?: SignedInOperator;
  }
}

/**
 * onRequest hook of the operators' api/admin calls: `Authorization: Bearer <token>`, either the shared
 * OPERATOR_TOKEN of the command line (compared in constant time; an owner) or an operator's own.
 */
export function requireOperator(env: ApiEnv, db: Db) {
  const expected = sha256(env.OPERATOR_TOKEN);
  return async (request: FastifyRequest) => {
    const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? "");
    if (!match) throw new DomainError("unauthenticated", "operator_only", "This call needs the operator token.");
    request.operator = sameHash(expected, sha256(match[1])) ? COMMAND_LINE : await authenticateOperator(db, match[1]);
  };
}

/** The operator of a request that passed requireOperator. */
export function signedInOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new DomainError("unauthenticated", "operator_only", "This call needs the operator token.");
  return request.operator;
}

/** onRequest hook of one operator operation: 403 for a role it is not open to, before the body is read. */
export const requireRole = (roles: readonly OperatorRole[] | undefined) => async (request: FastifyRequest) => {
  if (!mayCall(signedInOperator(request).role, roles)) throw new DomainError("forbidden", "role_forbidden", "Your role does not allow this.");
};
