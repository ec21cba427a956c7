import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Nirmal Home Care";

/** Title and description of a page, and its canonical address when it has one. */
export function pageMeta(
  title: string,
  description = "Cleaners for home, laundry and hands, delivered to your pincode. Buy once, refill for life.",
  canonical?: string,
): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }];
  if (canonical) meta.push({ tagName: "link", rel: "canonical", href: canonical });
  return meta;
}

/** A page's absolute address on the host the shopper reached (the proxy's forwarded host). */
export const canonicalUrl = (request: Request, path: string) => new URL(path, request.url).href;
