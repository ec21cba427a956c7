import { describe, expect, it } from "vitest";
import { messagesOf, NAMESPACES, sentMessagesOf, translationFiles, translatorFor } from "@domain/i18n/catalog";
import { languageNamed, negotiateLanguage } from "@domain/i18n/languages";
import { received, translate } from "@domain/i18n/translate";

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("translation files", () => {
  const files = translationFiles();
  const [first] = Object.keys(files);

  for (const [language, namespaces] of Object.entries(files)) {
    for (const namespace of NAMESPACES) {
      const messages = namespaces[namespace];
      it(`${language}/${namespace}.json translates every message it names, with the same placeholders`, () => {
        for (const [english, translated] of Object.entries(messages)) {
          expect(translated.trim(), `${language}: "${english}" has an empty translation`).not.toBe("");
          expect(placeholders(translated), `${language}: "${english}" → "${translated}"`).toEqual(placeholders(english));
        }
      });
      it(`${language}/${namespace}.json has every message the other languages have`, () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(files[first][namespace]).sort());
      });
    }
  }

  it("a message in two files means the same in both", () => {
    for (const [language, namespaces] of Object.entries(files)) {
      const seen = new Map<string, string>();
      for (const namespace of NAMESPACES) {
        for (const [english, translated] of Object.entries(namespaces[namespace])) {
          const before = seen.get(english);
          if (before !== undefined) expect(translated, `${language}: "${english}"`).toBe(before);
          seen.set(english, translated);
        }
      }
    }
  });
});

describe("translating", () => {
  it("gives the Hindi message, with its values in place", () => {
    const t = translatorFor("hi");
    expect(t("Hello, {firstName} {lastName}", { firstName: "Asha", lastName: "Rao" })).toBe("नमस्ते, Asha Rao");
    expect(t("Cart, {count} items", { count: 3 })).toBe("कार्ट, 3 आइटम");
  });

  it("English is the code's own words, and sends no messages to a page", () => {
    expect(translatorFor("en")("Hello, {firstName} {lastName}", { firstName: "Asha", lastName: "Rao" })).toBe("Hello, Asha Rao");
    expect(messagesOf("en", NAMESPACES)).toEqual({});
  });

  it("sends a page its messages as one flat list, made once, which gives back the same messages", () => {
    const sent = sentMessagesOf("hi", ["shell", "cart"]);
    expect(sentMessagesOf("hi", ["shell", "cart"])).toBe(sent);
    expect(sent.slice(0, 2)).toEqual(Object.entries(messagesOf("hi", ["shell"]))[0]);
    expect(received([sent])).toEqual(messagesOf("hi", ["shell", "cart"]));
    // A later list wins, as a later loader's messages do; an odd last entry is not a message.
    expect(
      received([
        ["Cart", "one"],
        ["Cart", "two", "Orphan"],
      ]),
    ).toEqual({ Cart: "two" });
    expect(sentMessagesOf("en", NAMESPACES)).toEqual([]);
  });

  it("leaves a message it does not know in English, and a placeholder with no value as it is", () => {
    expect(translate(messagesOf("hi", ["shell"]), "Something nobody translated")).toBe("Something nobody translated");
    expect(translate({}, "Only {count} left")).toBe("Only {count} left");
  });

  it("writes dates with the language's month names", () => {
    expect(translatorFor("hi").date("2025-06-05T10:00:00Z")).toBe("5 जून 2025");
    expect(translatorFor("en").date("2025-06-05T10:00:00Z")).toBe("5 June 2025");
    expect(translatorFor("hi").dateTime("2025-08-12T09:34:00Z")).toBe("12 अगस्त 2025, अपराह्न 3:04");
    expect(translatorFor("en").dateTime("2025-08-12T09:34:00Z")).toBe("12 Aug 2025, 3:04 pm");
  });
});

describe("choosing a language", () => {
  it("follows Accept-Language by quality, then order", () => {
    expect(negotiateLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(negotiateLanguage("en-GB,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(negotiateLanguage("fr-FR, hi;q=0.5, en;q=0.4")).toBe("hi");
    expect(negotiateLanguage("en;q=0.2, hi;q=0.7")).toBe("hi");
  });

  it("is English for anything it cannot use", () => {
    for (const header of [undefined, null, "", "fr", "*", "hi;q=0", ";;;,,,", "x".repeat(10_000), "hi;q=abc", "\u0000"]) {
      expect(negotiateLanguage(header), JSON.stringify(header)?.slice(0, 40)).toBe(header === "hi;q=abc" ? "hi" : "en");
    }
    expect(languageNamed("HI-in")).toBe("hi");
    expect(languageNamed("klingon")).toBeNull();
    expect(languageNamed(42)).toBeNull();
  });
});
