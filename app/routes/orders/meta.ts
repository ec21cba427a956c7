import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { translator, type Translate } from "@domain/i18n/translate";
import { pageMeta } from "~/utils/seo";

type Match = { data?: unknown };

/**
 * The translator of a page's `meta` (its <title> and description): the shopper's language (the root
 * loader's) and the messages its loaders sent, as useT() builds it for the page (app/i18n/useT.ts). A
 * `meta` reads the loaders' data through its matches; a page whose loader refused (404) sends its
 * messages with the refusal, so the error's data counts too.
 */
export function metaTranslator(matches: readonly Match[], error?: unknown): Translate {
  let language: Language = DEFAULT_LANGUAGE;
  const messages: Record<string, string> = {};
  const refusal = error && typeof error === "object" && "data" in error ? [{ data: error.data }] : [];
  for (const { data } of [...matches, ...refusal]) {
    if (!data || typeof data !== "object") continue;
    if ("language" in data && isLanguage(data.language)) language = data.language;
    if ("messages" in data && data.messages && typeof data.messages === "object") Object.assign(messages, data.messages);
  }
  return translator(language, messages);
}

/** A page's title (and description, when it has its own) in the shopper's language; the shop's description is the shell's. */
export function translatedMeta(
  { matches, error }: { matches: readonly Match[]; error?: unknown },
  title: (t: Translate) => string,
  description?: (t: Translate) => string,
  canonical?: string,
): MetaDescriptor[] {
  const t = metaTranslator(matches, error);
  return pageMeta(title(t), description?.(t), canonical);
}
