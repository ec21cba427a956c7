import { randomUUID } from "node:crypto";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * The id that follows a request into the API's log: a proxy's `x-request-id` when it is a plain one (at
 * most 128 letters, digits and . _ : -), otherwise a new one; the shopper's answer carries it back.
 */
export function requestIdOf(req: ExpressRequest, res: ExpressResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader("x-request-id", id);
  return id;
}
