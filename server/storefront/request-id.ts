import { randomUUID } from "node:crypto";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isPlainRequestId } from "@domain/shared/request-id";

/**
 * The id that follows a request into the API's log: a proxy's `x-request-id` when it is a plain one
 * (domain/shared/request-id.ts), otherwise a new one; the shopper's answer carries it back.
 */
export function requestIdOf(req: ExpressRequest, res: ExpressResponse): string {
  const given = req.headers["x-request-id"];
  const id = isPlainRequestId(given) ? given : randomUUID();
  res.setHeader("x-request-id", id);
  return id;
}
