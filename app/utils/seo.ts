import type { MetaDescriptor } from "@remix-run/node";
import type { Translate } from "@domain/i18n/translate";

export const SITE_NAME = "Nirmal Home Care";

/** What a page says about itself when it says nothing of its own. */
const SHOP_DESCRIPTION = "Cleaners for home, laundry and hands, delivered to your pincode. Buy once, refill for life.";

/**
 * Title and description of a page, and its canonical address when it has one; the title and
 * description come translated. `t` (the page's translator, translatorFromMatches) translates the shop's
 * name and its own description for a page that gives none.
 */
export function pageMeta(t: Translate, title: string, description?: string, canonical?: string): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: `${title} | ${t(SITE_NAME)}` }, { name: "description", content: description ?? t(SHOP_DESCRIPTION) }];
  if (canonical) meta.push({ tagName: "link", rel: "canonical", href: canonical });
  return meta;
}

/** A page's absolute address on the host the shopper reached (the proxy's forwarded host). */
export const canonicalUrl = (request: Request, path: string) => new URL(path, request.url).href;
