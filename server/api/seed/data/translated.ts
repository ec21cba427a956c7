import type { DEFAULT_LANGUAGE, Language } from "@domain/i18n/languages";

/** The shop's languages other than English, whose words are the rows' own. */
export type OtherLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/** Demo data in the shop's other languages: `{ hi: … }`. A new language is a new key here, with its words. */
export type Translated<T> = { readonly [L in OtherLanguage]?: T };
