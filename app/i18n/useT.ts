import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { translator, type Translate } from "@domain/i18n/translate";

type Match = { data?: unknown };

/**
 * The translator of a page from its matched routes' data: the shopper's language (the root loader's) and
 * the messages every loader of the page sent (app/server/i18n.server.ts). A page whose loader refused
 * (a 404 thrown with its messages) passes the refusal as `error`, so its data counts too.
 */
export function translatorFromMatches(matches: readonly Match[], error?: unknown): Translate {
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

/**
 * The page's translator. The server renders with exactly what the browser gets, so a message whose
 * translation file a page forgot shows in English on both, never differently after hydration.
 */
export function useT(): Translate {
  const matches = useMatches();
  return useMemo(() => translatorFromMatches(matches), [matches]);
}
