import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { translator, type Messages, type Translate } from "@domain/i18n/translate";

/** What a loader adds to its data for the page's words (app/server/i18n.server.ts): the messages its part of the page shows. */
export type WithMessages = { messages: Messages };

function collect(matches: ReturnType<typeof useMatches>) {
  let language: Language = DEFAULT_LANGUAGE;
  const messages: Record<string, string> = {};
  for (const { data } of matches) {
    if (!data || typeof data !== "object") continue;
    if ("language" in data && isLanguage(data.language)) language = data.language;
    if ("messages" in data && data.messages && typeof data.messages === "object") Object.assign(messages, data.messages);
  }
  return { language, messages };
}

/**
 * The page's translator: the shopper's language (the root loader's) and the messages every loader of the
 * page sent. The server renders with exactly what the browser gets, so a message whose translation file a
 * page forgot shows in English on both, never differently after hydration.
 */
export function useT(): Translate {
  const matches = useMatches();
  return useMemo(() => {
    const { language, messages } = collect(matches);
    return translator(language, messages);
  }, [matches]);
}
