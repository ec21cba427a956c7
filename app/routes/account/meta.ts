import type { MetaDescriptor } from "@remix-run/node";
import type { Translate } from "@domain/i18n/translate";
import { translatedMeta } from "~/i18n/meta";
import { accountTabLabel, type AccountTab } from "~/lib/account/account";

/** The title and description of an account page, in the shopper's language. */
export const accountMeta = (matches: readonly { data?: unknown }[], title: (t: Translate) => string): MetaDescriptor[] => translatedMeta({ matches }, title);

/** The title of a tab of the account area: the tab's name. */
export const tabMeta = (matches: readonly { data?: unknown }[], index: AccountTab): MetaDescriptor[] => accountMeta(matches, (t) => t(accountTabLabel(index)));
