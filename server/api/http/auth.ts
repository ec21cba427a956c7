import type { FastifyRequest } from "fastify";
import type { Db } from "../db";
import { authenticate, type SignedIn } from "../services/account/tokens";
import { DomainError } from "../services/errors";
import { failureSchema } from "./envelope";

declare module "fastify" {
  interface FastifyRequest {
    signedIn?: SignedIn;
  }
}

/** onRequest hook of the api/customer scope: a valid `Authorization: Bearer <token>` or 401/417, before the body is read. */
export function requireCustomer(db: Db) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? "");
    if (!match) throw new DomainError("unauthenticated", "missing_token", "Please sign in to continue.");
    request.signedIn = await authenticate(db, match[1]);
  };
}

/** The signed-in customer of a request that passed requireCustomer. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new DomainError("unauthenticated", "missing_token", "Please sign in to continue.");
  return request.signedIn;
}

/** For the OpenAPI document: signed-in calls may answer 401 or 417. */
export const signedInFailures = {
  401: failureSchema.describe("No token, or not one we issued"),
  417: failureSchema.describe("The session ended (logged out or expired) or the customer is blocked: sign out"),
};
