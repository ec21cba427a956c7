import { messagesUsed, sentMessagesOf, translatorFor } from "@domain/i18n/catalog";
import type { Namespace } from "@domain/i18n/keys";
import { isLanguage, negotiateLanguage, type Language } from "@domain/i18n/languages";
import type { SentMessages, Translate } from "@domain/i18n/translate";
import { getSession, type AppSession } from "./session.server";

/**
 * The shopper's language: the one they chose in this session, else the first of the shop's their browser
 * asks for (Accept-Language), else English.
 */
export function languageIn(session: AppSession, request: Request): Language {
  const chosen = session.get("language");
  return isLanguage(chosen) ? chosen : negotiateLanguage(request.headers.get("accept-language"));
}

export async function languageOf(request: Request): Promise<Language> {
  return languageIn(await getSession(request), request);
}

/** The messages of some translation files in the shopper's language, for a loader to send with its data (app/i18n/useT.ts). */
export async function pageMessages(request: Request, ...namespaces: Namespace[]): Promise<SentMessages> {
  return sentMessagesOf(await languageOf(request), namespaces);
}

/** The messages of one translation file that some words use, in the shopper's language: a page's few lines of a file. */
export async function messagesUsedBy(request: Request, namespace: Namespace, words: (t: Translate) => unknown): Promise<SentMessages> {
  return messagesUsed(await languageOf(request), namespace, words);
}

/** A translator with every message, for what an action says (a toast, a refusal) in the shopper's language. */
export async function translatorOf(request: Request): Promise<Translate> {
  return translatorFor(await languageOf(request));
}
