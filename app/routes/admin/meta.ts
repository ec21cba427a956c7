import type { MetaDescriptor } from "@remix-run/node";
import type { Translate } from "@domain/i18n/translate";
import { translatedMeta } from "~/i18n/meta";

/** A console page's title, and the word to search engines to leave it alone (a page's meta replaces its layout's). */
export const consoleMeta = (args: Parameters<typeof translatedMeta>[0], title: (t: Translate) => string): MetaDescriptor[] => [
  ...translatedMeta(args, title),
  { name: "robots", content: "noindex, nofollow" },
];
