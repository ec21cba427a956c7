import type { MetaDescriptor } from "@remix-run/node";
import type { Translate } from "@domain/i18n/translate";

export const SITE_NAME = "Nirmal Home Care";

/** What a page says about itself when it says nothing of its own. */
const SHOP_DESCRIPTION = "Cleaners for home, laundry and hands, delivered to your pincode. Buy once, refill for life.";

/**
 * Title and description of a page, and its canonical address when it has one. The title and description
 * come translated; `t`, the page's translator (translatorFromMatches in a meta function), writes the
 * shop's name after the title, and the shop's description for a page that gives none, in the shopper's
 * language (both are the frame's words, in `shell`). Without it they are English.
 */
export function pageMeta(title: string, description?: string, canonical?: string, t?: Translate): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: `${title} | ${t ? t(SITE_NAME) : SITE_NAME}` },
    { name: "description", content: description ?? (t ? t(SHOP_DESCRIPTION) : SHOP_DESCRIPTION) },
  ];
  if (canonical) meta.push({ tagName: "link", rel: "canonical", href: canonical });
  return meta;
}

/** A page's absolute address on the host the shopper reached (the proxy's forwarded host). */
export const canonicalUrl = (request: Request, path: string) => new URL(path, request.url).href;
