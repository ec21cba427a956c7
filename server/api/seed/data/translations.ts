import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@domain/i18n/languages";
import { interpolate } from "@domain/i18n/translate";
import type { Db } from "../../db";
import type { OtherLanguage } from "./translated";
import { CMS_PAGES, CMS_TRANSLATIONS } from "./cms";
import { FAQ, FAQ_TRANSLATIONS } from "./faq";
import { CATEGORY_TRANSLATIONS, COUPON_TRANSLATIONS, COUPONS, PICTURE_ALTS, PRODUCT_TYPE_TRANSLATIONS, PRODUCTS } from "./products";

export const OTHER_LANGUAGES = (Object.keys(LANGUAGES) as Language[]).filter((l): l is OtherLanguage => l !== DEFAULT_LANGUAGE);

type TranslationTable =
  | "category_translation"
  | "product_type_translation"
  | "product_translation"
  | "coupon_translation"
  | "cms_page_translation"
  | "faq_category_translation"
  | "faq_translation";

const hasAny = async (db: Db, table: TranslationTable, language: OtherLanguage) =>
  (await db.selectFrom(table).select("language").where("language", "=", language).limit(1).executeTakeFirst()) !== undefined;

/**
 * The demo catalogue's and content's translations (migration 0019), into each translations table that
 * has none in that language yet, like the rest of the demo data goes into empty tables. It runs on every
 * seed, after the rows it translates, so a fresh database and one seeded before translations existed
 * (an upgraded .data/) both get them; a table that has some is left as it is. Each translation goes to
 * the demo row it was written for, found by its English key (a product by its English name, a question
 * by its English text); a row that is not there, or was renamed, keeps its English.
 */
export async function seedTranslations(db: Db): Promise<string[]> {
  const seeded: string[] = [];
  for (const language of OTHER_LANGUAGES) {
    const done: string[] = [];
    const fill = async (table: TranslationTable, what: string, insert: () => Promise<number>) => {
      if (await hasAny(db, table, language)) return;
      const n = await insert();
      if (n) done.push(`${n} ${what}`);
    };

    const categories = CATEGORY_TRANSLATIONS[language];
    const types = PRODUCT_TYPE_TRANSLATIONS[language];
    await fill("category_translation", "categories", async () => {
      const present = await db.selectFrom("category").select("category").execute();
      const rows = present.flatMap(({ category }) => {
        const words = categories?.[category as keyof typeof categories];
        return words ? [{ category, language, ...words }] : [];
      });
      if (rows.length) await db.insertInto("category_translation").values(rows).execute();
      return rows.length;
    });
    await fill("product_type_translation", "product types", async () => {
      const present = await db.selectFrom("product_type").select("slug").execute();
      const rows = present.flatMap(({ slug }) => {
        const words = types?.[slug as keyof typeof types];
        return words ? [{ slug, language, ...words }] : [];
      });
      if (rows.length) await db.insertInto("product_type_translation").values(rows).execute();
      return rows.length;
    });

    await fill("product_translation", "products", async () => {
      const alts = PICTURE_ALTS[language];
      const byName = new Map(PRODUCTS.flatMap((p) => (p[language] ? [[p.name, { product: p, words: p[language] }] as const] : [])));
      if (!byName.size || !categories || !types) return 0;
      const present = await db
        .selectFrom("product")
        .select(["id", "name"])
        .where("name", "in", [...byName.keys()])
        .execute();
      const rows = present.map(({ id, name }) => {
        const { product, words } = byName.get(name)!;
        return {
          product_id: id,
          language,
          name: words.name,
          // As the English one is made (catalogue.ts): what sets it apart, then how its type and category work.
          description: `${words.note} ${types[product.type].description} ${categories[product.category].description}`,
          image_alts: alts ? JSON.stringify([interpolate(alts.front, { name: words.name }), interpolate(alts.back, { name: words.name })]) : null,
        };
      });
      if (rows.length) await db.insertInto("product_translation").values(rows).execute();
      return rows.length;
    });

    await fill("coupon_translation", "offers", async () => {
      const words = COUPON_TRANSLATIONS[language];
      if (!words) return 0;
      const present = await db
        .selectFrom("coupon")
        .select("code")
        .where(
          "code",
          "in",
          COUPONS.map((c) => c.code),
        )
        .execute();
      const rows = present.flatMap(({ code }) => {
        const coupon = words[code as keyof typeof words];
        return coupon ? [{ code, language, description: coupon.description }] : [];
      });
      if (rows.length) await db.insertInto("coupon_translation").values(rows).execute();
      return rows.length;
    });

    await fill("cms_page_translation", "content pages", async () => {
      const pages = CMS_TRANSLATIONS[language];
      if (!pages) return 0;
      const present = await db
        .selectFrom("cms_page")
        .select("key")
        .where(
          "key",
          "in",
          CMS_PAGES.map((p) => p.key),
        )
        .execute();
      const rows = present.flatMap(({ key }) => {
        const page = pages[key];
        return page ? [{ key, language, title: page.title, summary: page.summary, sections: JSON.stringify(page.sections) }] : [];
      });
      if (rows.length) await db.insertInto("cms_page_translation").values(rows).execute();
      return rows.length;
    });

    const faq = FAQ_TRANSLATIONS[language];
    await fill("faq_category_translation", "FAQ categories", async () => {
      if (!faq) return 0;
      const present = await db.selectFrom("faq_category").select("id").execute();
      const rows = present.flatMap(({ id }) => (faq[id] ? [{ category_id: id, language, name: faq[id].name }] : []));
      if (rows.length) await db.insertInto("faq_category_translation").values(rows).execute();
      return rows.length;
    });
    await fill("faq_translation", "FAQs", async () => {
      if (!faq) return 0;
      // Each English question with its translation, by the English text of its category's question at the same place.
      const wanted = FAQ.flatMap(({ id, questions }) =>
        questions.flatMap(([english], i) => {
          const words = faq[id]?.questions[i];
          return words ? [{ categoryId: id, english, question: words[0], answer: words[1] }] : [];
        }),
      );
      if (!wanted.length) return 0;
      const present = await db
        .selectFrom("faq")
        .select(["id", "category_id", "question"])
        .where(
          "question",
          "in",
          wanted.map((w) => w.english),
        )
        .execute();
      const rows = present.flatMap(({ id, category_id, question }) => {
        const words = wanted.find((w) => w.categoryId === category_id && w.english === question);
        return words ? [{ faq_id: id, language, question: words.question, answer: words.answer }] : [];
      });
      if (rows.length) await db.insertInto("faq_translation").values(rows).execute();
      return rows.length;
    });

    if (done.length) seeded.push(`${LANGUAGES[language].name} (${language}): ${done.join(", ")}`);
  }
  return seeded;
}
