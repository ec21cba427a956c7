import { sentMessagesOf } from "@domain/i18n/catalog";
import { negotiateLanguage, type Language } from "@domain/i18n/languages";
import type { SentMessages } from "@domain/i18n/translate";
import { languageOf } from "./i18n.server";

/**
 * What an error the root error boundary shows carries so that its screen (crash, "We'll be right back",
 * too many requests) is in the shopper's language when no loader's data reached the page: the root
 * loader itself failed, or an action did before any loader ran. The words are the frame's (`shell`),
 * where the screens' are; see useScreenT in app/components/CrashScreen.tsx.
 */
export type ScreenWords = { language: Language; messages: SentMessages };

export const screenWords = (language: Language): ScreenWords => ({ language, messages: sentMessagesOf(language, ["shell"]) });

/** The shopper's language even when their session cannot be read (its store is away): then their browser's. */
export async function shopperLanguage(request: Request): Promise<Language> {
  try {
    return await languageOf(request);
  } catch {
    return negotiateLanguage(request.headers.get("accept-language"));
  }
}
