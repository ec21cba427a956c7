/**
 * The shop's languages (docs/i18n.md). English is the source: its words are written in the code. Every
 * other language is a folder of translation files (./hi/*.json) that map each English message to its
 * own, and catalogue data in the database; adding one adds its entry here and its folder.
 */
export const LANGUAGES = {
  en: { name: "English", tag: "en-IN" },
  hi: { name: "हिन्दी", tag: "hi-IN" },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The language of a shopper who asked for none, or for one the shop does not have. */
export const DEFAULT_LANGUAGE = "en" satisfies Language;

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && Object.hasOwn(LANGUAGES, value);

/** A language asked for by name ("hi", "HI", "hi-IN"); anything else is none. */
export function languageNamed(value: unknown): Language | null {
  if (typeof value !== "string" || value.length > 35) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The first of the shop's languages an Accept-Language header prefers ("hi-IN,hi;q=0.9,en;q=0.8"),
 * by quality and then by order; English when it names none of them, or cannot be read.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 512)
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [range, ...options] = part.split(";");
      const q = options.map((option) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(option)?.[1]).find((value) => value !== undefined);
      return { language: languageNamed(range), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { language: Language; quality: number; index: number } => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}
