import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import type { Db } from "../../db";
import { DomainError } from "../errors";
import { inLanguage } from "../i18n/translations";

/** A content page by its key (tc, pp, rrd, sp), in the language (English where it has no translation); 404 for any other. */
export async function getCmsPage(db: Db, key: string, language: Language = DEFAULT_LANGUAGE) {
  const page = await db
    .selectFrom("cms_page")
    .select([
      "cms_page.key",
      inLanguage(language, "cms_page.title", "cms_page_translation", "title", "cms_page.key").as("title"),
      inLanguage(language, "cms_page.summary", "cms_page_translation", "summary", "cms_page.key").as("summary"),
      inLanguage(language, "cms_page.sections", "cms_page_translation", "sections", "cms_page.key").as("sections"),
      "cms_page.updated_at",
    ])
    .where("cms_page.key", "=", key)
    .executeTakeFirst();
  if (!page) throw new DomainError("not_found", "cms_not_found", "Page not found");
  const { updated_at, ...rest } = page;
  return { ...rest, updatedAt: updated_at.toISOString() };
}

/** Stores a visitor's request to be called back; customer care works through them in order. */
export async function recordVisitorCall(db: Db, call: { name: string; phoneNumber: string; message: string; ipAddress: string | null }) {
  const { id } = await db
    .insertInto("visitor_call")
    .values({ name: call.name, phone_number: call.phoneNumber, message: call.message, ip_address: call.ipAddress })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id };
}
