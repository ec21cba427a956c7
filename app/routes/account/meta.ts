import type { MetaDescriptor } from "@remix-run/node";
import type { Translate } from "@domain/i18n/translate";
import { translatedMeta } from "~/i18n/meta";

/** The title and description of an account page, in the shopper's language. */
export const accountMeta = (matches: readonly { data?: unknown }[], title: (t: Translate) => string): MetaDescriptor[] => translatedMeta({ matches }, title);
