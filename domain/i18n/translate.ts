import { formatDate, formatDateTime } from "../shared/dates";
import type { MessageKey } from "./keys";
import type { Language } from "./languages";

/**
 * Translation by the English text (docs/i18n.md): a language's messages map each English message, as
 * the code writes it, to that language's; a message with no translation stays in English. `{name}` in a
 * message is a placeholder for a value.
 */
export type Messages = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

/**
 * A page's messages as they travel in its data: each English message followed by its translation, in
 * one flat list. Not an object, because V8 keeps an object of 128 keys or more in its slow dictionary
 * form: parsing one, copying it and writing it out each take two to four times as long (docs/benchmarks.md),
 * and a page's messages cross that line easily in Hindi.
 */
export type SentMessages = readonly string[];

/** Whether data a page got carries sent messages (a loader's, or an error's: app/server/screens.server.ts). */
export const isSent = (value: unknown): value is SentMessages => Array.isArray(value);

/** Messages to send with a page's data. */
export const sendable = (messages: Messages): SentMessages => Object.entries(messages).flat();

/** The messages of some sent lists as one map, a later list's translation winning over an earlier one's. */
export function received(lists: readonly SentMessages[]): Messages {
  const messages: Record<string, string> = {};
  for (const list of lists) for (let i = 0; i + 1 < list.length; i += 2) messages[list[i]] = list[i + 1];
  return messages;
}

export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** A message in a language, from that language's messages: the English text when it has no translation. */
export const translate = (messages: Messages, text: string, params?: Params) => interpolate(messages[text] ?? text, params);

/** The translator a page or a process hands its code: a message by its English text, typed to those translated. */
export type Translate = ((key: MessageKey, params?: Params) => string) & {
  readonly language: Language;
  /** A message that arrives as data (a field's refusal from a schema or the API): translated when it is known. */
  readonly text: (message: string, params?: Params) => string;
  /** A moment as a day in India, in this language ("5 June 2025", "5 जून 2025"). */
  readonly date: (value: string | Date) => string;
  /** A moment as a day and a time in India, in this language. */
  readonly dateTime: (value: string | Date) => string;
};

export function translator(language: Language, messages: Messages): Translate {
  const t = (key: string, params?: Params) => translate(messages, key, params);
  return Object.assign(t, {
    language,
    text: t,
    date: (value: string | Date) => formatDate(value, t),
    dateTime: (value: string | Date) => formatDateTime(value, t),
  });
}
