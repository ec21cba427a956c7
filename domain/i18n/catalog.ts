import type { Namespace } from "./keys";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { sendable, translator, type Messages, type SentMessages, type Translate } from "./translate";
import account from "./hi/account.json";
import admin from "./hi/admin.json";
import api from "./hi/api.json";
import browse from "./hi/browse.json";
import cart from "./hi/cart.json";
import checkout from "./hi/checkout.json";
import delivery from "./hi/delivery.json";
import forms from "./hi/forms.json";
import help from "./hi/help.json";
import notifications from "./hi/notifications.json";
import orders from "./hi/orders.json";
import reviews from "./hi/reviews.json";
import shell from "./hi/shell.json";

/**
 * Every translation file of every language, for the processes that hold them all: the API and the
 * storefront's server. A browser never loads this module; a page's loaders send it the messages it shows.
 */
const CATALOG: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, Record<Namespace, Messages>> = {
  hi: { shell, browse, account, cart, checkout, orders, delivery, help, reviews, forms, api, notifications, admin },
};

export const NAMESPACES = Object.keys(CATALOG.hi) as Namespace[];

/** A language's messages of some translation files, in one map; English has none (its words are the code's). */
export function messagesOf(language: Language, namespaces: readonly Namespace[]): Messages {
  if (language === DEFAULT_LANGUAGE) return {};
  const files = CATALOG[language];
  return Object.assign({}, ...namespaces.map((namespace) => files[namespace]));
}

const sent = new Map<string, SentMessages>();
/** A language's messages of some translation files, to send with a page's data: made once for each language and set of files. */
export function sentMessagesOf(language: Language, namespaces: readonly Namespace[]): SentMessages {
  const key = `${language} ${namespaces.join(" ")}`;
  let list = sent.get(key);
  if (!list) {
    list = sendable(messagesOf(language, namespaces));
    sent.set(key, list);
  }
  return list;
}

/**
 * The messages of one translation file that some words use, for a page that shows a line or two of a
 * file rather than all of it: `words` runs with a translator that notes each of the file's messages it
 * is asked for (what it answers is thrown away). English has none to send.
 */
export function messagesUsed(language: Language, namespace: Namespace, words: (t: Translate) => unknown): SentMessages {
  if (language === DEFAULT_LANGUAGE) return [];
  const file = CATALOG[language][namespace];
  const used: Record<string, string> = {};
  const noting = (key: string) => {
    if (Object.hasOwn(file, key)) used[key] = file[key];
    return key;
  };
  words(Object.assign(noting, { language, text: noting, date: String, dateTime: String }));
  return sendable(used);
}

/** The translation files of each language other than English, for the checks that hold them to each other. */
export const translationFiles = (): Readonly<Record<string, Record<Namespace, Messages>>> => CATALOG;

const everything = new Map<Language, Translate>();
/** A translator that knows every message of a language (the API's, a notification's, an action's toast). */
export function translatorFor(language: Language): Translate {
  let t = everything.get(language);
  if (!t) {
    t = translator(language, messagesOf(language, NAMESPACES));
    everything.set(language, t);
  }
  return t;
}
