import { translatorFor } from "@domain/i18n/catalog";
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language } from "@domain/i18n/languages";
import type { Api } from "./types";

declare module "fastify" {
  interface FastifyRequest {
    /** The language the client asked to be answered in (Accept-Language), else English (docs/i18n.md). */
    language: Language;
  }
}

/**
 * The API speaks its client's language (docs/i18n.md): each request's language comes from Accept-Language
 * (the storefront sends the shopper's), a success's message is translated on its way out, and a refusal's
 * in the error handler (./errors.ts). Every answer may differ by language, and says so to caches.
 */
export function registerLanguage(app: Api) {
  app.decorateRequest("language", DEFAULT_LANGUAGE);
  app.addHook("onRequest", async (request, reply) => {
    request.language = negotiateLanguage(request.headers["accept-language"]);
    reply.header("vary", "Accept-Language");
  });
  app.addHook("preSerialization", async (request, _reply, payload: unknown) => {
    if (!isSuccess(payload)) return payload;
    return { ...payload, message: translatorFor(request.language).text(payload.message) };
  });
}

const isSuccess = (payload: unknown): payload is { success: true; message: string } =>
  typeof payload === "object" &&
  payload !== null &&
  "success" in payload &&
  payload.success === true &&
  "message" in payload &&
  typeof payload.message === "string";
