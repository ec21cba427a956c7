import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@domain/i18n/languages";
import { translator, type Translate } from "@domain/i18n/translate";

export const SITE_NAME = "Nirmal Home Care";

/** What a page says about itself when it says nothing of its own. */
const SHOP_DESCRIPTION = "Cleaners for home, laundry and hands, delivered to your pincode. Buy once, refill for life.";

/**
 * A meta function's translator, as useT() is a component's (app/i18n/useT.ts): the shopper's language
 * (the root loader's) and the messages the page's loaders sent, read from the meta function's `matches`.
 */
export function metaTranslator(matches: readonly { data?: unknown }[]): Translate {
  let language: Language = DEFAULT_LANGUAGE;
  const messages: Record<string, string> = {};
  for (const { data } of matches) {
    if (!data || typeof data !== "object") continue;
    if ("language" in data && isLanguage(data.language)) language = data.language;
    if ("messages" in data && data.messages && typeof data.messages === "object") Object.assign(messages, data.messages);
  }
  return translator(language, messages);
}

/**
 * Title and description of a page, and its canonical address when it has one; the title and
 * description come translated. `t` (the page's translator, metaTranslator) translates the shop's own
 * description for a page that gives none.
 */
export function pageMeta(title: string, description?: string, canonical?: string, t?: Translate): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: `${title} | ${SITE_NAME}` },
    { name: "description", content: description ?? (t ? t(SHOP_DESCRIPTION) : SHOP_DESCRIPTION) },
  ];
  if (canonical) meta.push({ tagName: "link", rel: "canonical", href: canonical });
  return meta;
}

/** A page's absolute address on the host the shopper reached (the proxy's forwarded host). */
export const canonicalUrl = (request: Request, path: string) => new URL(path, request.url).href;
