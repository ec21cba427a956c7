import type { MetaDescriptor } from "@remix-run/node";
import type { Translate } from "@domain/i18n/translate";
import { pageMeta } from "~/utils/seo";
import { translatorFromMatches } from "./useT";

type Match = { data?: unknown };

/** A page's title (and description, when it has its own) in the shopper's language; the shop's name and description are the shell's. */
export function translatedMeta(
  { matches, error }: { matches: readonly Match[]; error?: unknown },
  title: (t: Translate) => string,
  description?: (t: Translate) => string,
  canonical?: string,
): MetaDescriptor[] {
  const t = translatorFromMatches(matches, error);
  return pageMeta(title(t), description?.(t), canonical, t);
}
