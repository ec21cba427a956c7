import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { isSent, received, translator, type SentMessages, type Translate } from "@domain/i18n/translate";

type Match = { data?: unknown };

/** The translator last made for each page's first data: the same page's data gives the same translator. */
const made = new WeakMap<object, { data: unknown[]; t: Translate }>();

/**
 * The translator of a page from its matched routes' data: the shopper's language (the root loader's) and
 * the messages every loader of the page sent (app/server/i18n.server.ts). A page whose loader refused
 * (a 404 thrown with its messages) passes the refusal as `error`, so its data counts too. Every
 * component that translates asks for it: made once for a page's data and then reused, since in Hindi
 * it gathers hundreds of messages.
 */
export function translatorFromMatches(matches: readonly Match[], error?: unknown): Translate {
  const refusal = error && typeof error === "object" && "data" in error ? [error.data] : [];
  const data = [...matches.map((match) => match.data), ...refusal];
  const key = data.find((item): item is object => typeof item === "object" && item !== null);
  const kept = key && made.get(key);
  if (kept && kept.data.length === data.length && kept.data.every((item, i) => item === data[i])) return kept.t;
  let language: Language = DEFAULT_LANGUAGE;
  const lists: SentMessages[] = [];
  for (const item of data) {
    if (!item || typeof item !== "object") continue;
    if ("language" in item && isLanguage(item.language)) language = item.language;
    if ("messages" in item && isSent(item.messages)) lists.push(item.messages);
  }
  const t = translator(language, received(lists));
  if (key) made.set(key, { data, t });
  return t;
}

/**
 * The page's translator. The server renders with exactly what the browser gets, so a message whose
 * translation file a page forgot shows in English on both, never differently after hydration.
 */
export function useT(): Translate {
  const matches = useMatches();
  return useMemo(() => translatorFromMatches(matches), [matches]);
}
