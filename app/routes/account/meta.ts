import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { translator, type Translate } from "@domain/i18n/translate";
import { SITE_NAME } from "~/utils/seo";

/**
 * The translator of a page's `meta`: the shopper's language (the root loader's) and the messages its
 * loaders sent, as useT() builds it for the page itself (app/i18n/useT.ts). A `meta` gets the loaders'
 * data through its matches, not through hooks.
 */
export function translatorFromMatches(matches: readonly { data?: unknown }[]): Translate {
  let language: Language = DEFAULT_LANGUAGE;
  const messages: Record<string, string> = {};
  for (const { data } of matches) {
    if (!data || typeof data !== "object") continue;
    if ("language" in data && isLanguage(data.language)) language = data.language;
    if ("messages" in data && data.messages && typeof data.messages === "object") Object.assign(messages, data.messages);
  }
  return translator(language, messages);
}

/** The title and description of an account page, in the shopper's language (utils/seo.ts's pageMeta, the shop's name included). */
export function accountMeta(matches: readonly { data?: unknown }[], title: (t: Translate) => string): MetaDescriptor[] {
  const t = translatorFromMatches(matches);
  return [
    { title: `${title(t)} | ${t(SITE_NAME)}` },
    { name: "description", content: t("Cleaners for home, laundry and hands, delivered to your pincode. Buy once, refill for life.") },
  ];
}
