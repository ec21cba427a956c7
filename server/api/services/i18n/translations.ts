import { sql, type RawBuilder, type Selectable } from "kysely";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import type { Database } from "../../db/schema";

/**
 * Reading the catalogue and the content in the request's language (docs/i18n.md, migration 0019):
 * each translations table, and its column that names the row it translates.
 */
const KEYS = {
  product_translation: "product_id",
  category_translation: "category",
  product_type_translation: "slug",
  coupon_translation: "code",
  cms_page_translation: "key",
  faq_category_translation: "category_id",
  faq_translation: "faq_id",
} as const;
type Table = keyof typeof KEYS;
type Field<T extends Table> = Exclude<keyof Database[T] & string, "language" | (typeof KEYS)[T] | "search_name">;
/** What a translated field reads as: the column's type, null for none. */
type Value<T extends Table, F extends Field<T>> = F extends keyof Selectable<Database[T]> ? Selectable<Database[T]>[F] : never;

/**
 * A field's translation in `language` for the row that the column `of` names ("product.id"), as a
 * subquery of the same statement (a primary-key look-up per row read); null when it has none, and
 * always in English, whose words are the row's own and which never reads a translation.
 */
export function translation<T extends Table, F extends Field<T>>(language: Language, table: T, field: F, of: string): RawBuilder<Value<T, F>> {
  if (language === DEFAULT_LANGUAGE) return sql<Value<T, F>>`null`;
  return sql<
    Value<T, F>
  >`(select ${sql.ref(`t.${field}`)} from ${sql.table(table)} as t where ${sql.ref(`t.${KEYS[table]}`)} = ${sql.ref(of)} and t.language = ${language})`;
}

/**
 * A field in `language`: its translation, else the English column `english` ("product.name"), in SQL,
 * so a list stays one query. In English it is the column alone, the statement it always was.
 */
export function inLanguage<T extends Table, F extends Field<T>>(
  language: Language,
  english: string,
  table: T,
  field: F,
  of: string,
): RawBuilder<NonNullable<Value<T, F>>> {
  type V = NonNullable<Value<T, F>>;
  if (language === DEFAULT_LANGUAGE) return sql<V>`${sql.ref(english)}`;
  return sql<V>`coalesce(${translation(language, table, field, of)}, ${sql.ref(english)})`;
}
