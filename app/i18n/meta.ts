import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { translator, type Messages, type Translate } from "@domain/i18n/translate";

/**
 * A page's translator for its `meta` (the <title> and description), which cannot use hooks: the
 * language and messages its loaders sent, as useT() builds them for the page itself.
 */
export function metaTranslator(matches: readonly { data?: unknown }[]): Translate {
  let language: Language = DEFAULT_LANGUAGE;
  const messages: Record<string, string> = {};
  for (const { data } of matches) {
    if (!data || typeof data !== "object") continue;
    if ("language" in data && isLanguage(data.language)) language = data.language;
    if ("messages" in data && data.messages && typeof data.messages === "object") Object.assign(messages, data.messages as Messages);
  }
  return translator(language, messages);
}
