import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { translatorFor } from "@domain/i18n/catalog";
import { DomainError } from "../services/errors";
import { failure } from "./envelope";

/**
 * Guards every request passes before any route sees it (issue 13): hostile input is refused in the
 * envelope with a 4xx, never passed on to become a 500.
 *
 * - A NUL character (U+0000) in any string or key of the body, query or path: PostgreSQL cannot store
 *   it in text, so it would otherwise fail deep in a query. One check here covers every operation,
 *   present and future, whatever its schema.
 * - A value nested more than MAX_DEPTH levels deep: 400. The walk that looks for NUL keeps its own stack,
 *   so deep input cannot overflow the call stack either way.
 * - An address longer than MAX_URL_LENGTH: 414. Request heads larger than MAX_HEADER_BYTES are refused
 *   by Node's parser before Fastify; clientErrorHandler answers those (431) and other unparseable
 *   requests (400) in the envelope too, and closes the connection after the answer rather than
 *   resetting it.
 */
const MAX_URL_LENGTH = 8 * 1024;
export const MAX_HEADER_BYTES = 32 * 1024;

const NUL = "\u0000";

/** No request of the shop nests values this deep; deeper ones are refused before anything walks them. */
const MAX_DEPTH = 32;

type Finding = { nul: string[] } | { tooDeep: true };

/**
 * The path of the first string or key holding a NUL, or a value nested deeper than MAX_DEPTH, or
 * undefined. Walks JSON-like values only (a raw Buffer is not text), with its own stack rather than
 * recursion, so no depth of input can overflow the call stack.
 */
function inspect(root: unknown): Finding | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes(NUL)) return { nul: path };
      continue;
    }
    if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) continue;
    if (path.length >= MAX_DEPTH) return { tooDeep: true };
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key] of entries) {
      if (key.includes(NUL)) return { nul: [...path, key.replaceAll(NUL, "\\0")] };
    }
    // Pushed last to first, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return undefined;
}

async function refuseNul(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const found = inspect(part);
    if (!found) continue;
    if ("tooDeep" in found) {
      throw new DomainError("invalid", "too_deep", `The request body is nested too deeply (more than ${MAX_DEPTH} levels).`);
    }
    const field = found.nul.join(".") || "request";
    const message = "{field} must not contain a NUL character (U+0000).";
    throw new DomainError("invalid", "validation", message, { [field]: message }, { field });
  }
}

export function registerInputGuards(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply
        .status(414)
        .header("connection", "close")
        .send(failure("uri_too_long", translatorFor(request.language).text(`The request's address is too long (more than ${MAX_URL_LENGTH} characters).`)));
    }
  });
  app.addHook("preValidation", refuseNul);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, `The request's address and headers are too large (more than ${MAX_HEADER_BYTES} bytes).`],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive."],
};

/**
 * Fastify's clientErrorHandler: a request Node could not parse gets an answer in the envelope, then the
 * connection is ended after the answer is written (not destroyed, which a client sees as a reset).
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "The request could not be understood."];
  const body = JSON.stringify(failure(status === 400 ? "bad_request" : status === 408 ? "request_timeout" : "request_too_large", message));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  } else {
    socket.destroy();
  }
}
