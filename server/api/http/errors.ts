import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../db/availability";
import { translatorFor } from "@domain/i18n/catalog";
import { DomainError, say, type ErrorKind } from "../services/errors";
import { failure } from "./envelope";
import { issueMessage } from "./zod-messages";

/** The one place that knows which HTTP status each kind of refusal is. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  session_ended: 417,
  location_required: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

const INVALID_BODY_CODES = new Set([
  "FST_ERR_CTP_INVALID_JSON_BODY",
  "FST_ERR_CTP_EMPTY_JSON_BODY",
  "FST_ERR_CTP_BODY_TOO_LARGE",
  "FST_ERR_CTP_INVALID_CONTENT_LENGTH",
]);

/**
 * The one error handler of the API: every failure leaves in the envelope. Bad input is a 400 with
 * a message for people; only our own faults are 5xx, and those never show their internals. A
 * database that cannot be reached is a 503 with Retry-After, so clients and load balancers retry.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | DomainError, request, reply) => {
    // Every message leaves in the client's language (./language.ts); a field's message too.
    const t = translatorFor(request.language).text;
    if (err instanceof DomainError) {
      const said = (template: string) => say(t, template, err.params);
      const fields = err.fields && Object.fromEntries(Object.entries(err.fields).map(([name, message]) => [name, said(message)]));
      return reply.status(STATUS[err.kind]).send(failure(err.code, said(err.template), fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const name = v.params.issue.path.join(".") || v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "request";
        fields[name] ??= issueMessage(v.params.issue, request.language);
      }
      if (fields.request) {
        return reply.status(400).send(failure("invalid_body", t("The request body must be a JSON object.")));
      }
      return reply.status(400).send(failure("validation", Object.values(fields)[0] ?? t("Invalid request"), fields));
    }
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(400).send(failure("body_too_large", t("The request body is too large.")));
    }
    if (INVALID_BODY_CODES.has(err.code)) {
      return reply.status(400).send(failure("invalid_body", t("The request body is not valid JSON.")));
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send(failure("unsupported_media_type", t("Send the request body as application/json.")));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(failure("rate_limited", t("Too many requests, please try again in a minute.")));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(failure("bad_request", t("The request could not be understood.")));
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or unreachable: not our fault nor the client's, and worth a retry.
      request.log.warn({ code: (err as { code?: string }).code, reason: err.message }, "database unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(failure("service_unavailable", t(UNAVAILABLE_MESSAGE)));
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send(failure("internal", t("Something went wrong, please try again later.")));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        failure(
          "not_found",
          translatorFor(request.language).text("No such API path: {method} {path}", { method: request.method, path: request.url.split("?")[0] }),
        ),
      );
  });
}
