import { sql } from "kysely";
import type { Db } from "../../db";
import type { Translated } from "./translated";
import { OTHER_LANGUAGES } from "./translations";

/** Words a range of a product goes by, and the scents it comes in: with the 45 demo products, 10,800 names before any repeats. */
const RANGES = ["Eco", "Pro", "Gold", "Plus", "Lite", "Max", "Ultra", "Family", "Herbal", "Classic", "Premium", "Sensitive"];
const SCENTS = [
  "Rose",
  "Neem",
  "Tulsi",
  "Khus",
  "Sandal",
  "Mogra",
  "Orange",
  "Mint",
  "Lavender",
  "Ocean",
  "Jasmine",
  "Lemongrass",
  "Camphor",
  "Pine",
  "Vanilla",
  "Citrus",
  "Aloe",
  "Eucalyptus",
  "Green Tea",
  "Marigold",
];
/** The same words in the shop's other languages, in the same order. */
const RANGES_IN: Translated<string[]> = {
  hi: ["इको", "प्रो", "गोल्ड", "प्लस", "लाइट", "मैक्स", "अल्ट्रा", "फ़ैमिली", "हर्बल", "क्लासिक", "प्रीमियम", "सेंसिटिव"],
};
const SCENTS_IN: Translated<string[]> = {
  hi: [
    "गुलाब",
    "नीम",
    "तुलसी",
    "ख़स",
    "चंदन",
    "मोगरा",
    "संतरा",
    "पुदीना",
    "लैवेंडर",
    "ओशन",
    "चमेली",
    "लेमनग्रास",
    "कपूर",
    "पाइन",
    "वनीला",
    "सिट्रस",
    "एलो",
    "नीलगिरी",
    "ग्रीन टी",
    "गेंदा",
  ],
};
/** Each other language with its range and scent words, for the INSERT: the languages whose words are complete. */
const variationWords = () =>
  OTHER_LANGUAGES.flatMap((language) => {
    const [ranges, scents] = [RANGES_IN[language], SCENTS_IN[language]];
    return ranges?.length === RANGES.length && scents?.length === SCENTS.length
      ? [sql`(${language}, ${sql.val(ranges)}::text[], ${sql.val(scents)}::text[])`]
      : [];
  });
export const MAX_SCALE_PRODUCTS = 100_000;
/** Added products sort from here on, after the demo ones. */
const ADDED_FROM = 1000;

/**
 * `db:seed --products N`: brings the active catalogue up to N products with variations of the demo
 * ones ("Eco Rose Lemon Dishwash Gel 500 ml"): the same categories, types, sizes, pictures and
 * descriptions, prices within -10% and +15% of the original, stock from 0 to 149. Deterministic (the
 * n-th added product is always the same) and one INSERT ... SELECT, so 10,000 take a few seconds.
 * They sort after the demo products, so the first pages of every list stay as they were. Each is
 * translated as its original is, by the same statement ("इको गुलाब नींबू डिशवॉश जेल 500 ml", the
 * original's description and pictures' texts); an original without a translation leaves its variations
 * in English.
 */
export async function seedScaleCatalogue(db: Db, total: number): Promise<string[]> {
  const counts = await db
    .selectFrom("product")
    .where("active", "=", true)
    .select((eb) => [eb.fn.countAll<string>().as("all"), eb.fn.countAll<string>().filterWhere("sort_order", ">=", ADDED_FROM).as("added")])
    .executeTakeFirstOrThrow();
  const [have, added] = [Number(counts.all), Number(counts.added)];
  if (have >= total) return [];
  const words = variationWords();
  const { rows } = await sql<{ added: string }>`
    with base as (
      select row_number() over (order by id) - 1 as i, count(*) over () as k, *,
             regexp_replace(name, ' [0-9.]+ (ml|L|g|kg)$', '') as stem,
             substring(name from '[0-9.]+ (?:ml|L|g|kg)$') as size
      from product where sort_order < ${ADDED_FROM} and active
    ), wanted as (
      select g, (g - 1) % (select count(*) from base) as b, (g - 1) / (select count(*) from base) as v
      from generate_series(${added + 1}::int, ${added + total - have}::int) g
    ), inserted as (
    insert into product (name, category, product_type, description, net_quantity, unit, use_days, mrp_paise, sale_price_paise, hsn_code, gst_rate, stock, images, featured, active, sort_order)
    select concat_ws(' ',
             (${sql.val(RANGES)}::text[])[(v / ${SCENTS.length}) % ${RANGES.length} + 1],
             case when v / ${SCENTS.length * RANGES.length} > 0 then (v / ${SCENTS.length * RANGES.length} + 1)::text end,
             (${sql.val(SCENTS)}::text[])[v % ${SCENTS.length} + 1], stem, size),
           category, product_type, description, net_quantity, unit, use_days,
           round(mrp_paise * (90 + (g * 7) % 26) / 10000.0) * 100 as mrp,
           least(round(mrp_paise * (90 + (g * 7) % 26) / 10000.0) * 100,
                 round(sale_price_paise * (90 + (g * 7) % 26) / 10000.0) * 100),
           hsn_code, gst_rate, (g * 37) % 150, images, false, true, ${ADDED_FROM} + g
    from wanted join base on base.i = wanted.b
    returning id, sort_order
    ), translated as (
    insert into product_translation (product_id, language, name, description, image_alts)
    select inserted.id, t.language,
           concat_ws(' ',
             w.ranges[(v / ${SCENTS.length}) % ${RANGES.length} + 1],
             case when v / ${SCENTS.length * RANGES.length} > 0 then (v / ${SCENTS.length * RANGES.length} + 1)::text end,
             w.scents[v % ${SCENTS.length} + 1],
             regexp_replace(t.name, ' [0-9.]+ (ml|L|g|kg)$', ''), base.size),
           t.description, t.image_alts
    from inserted
    join wanted on ${ADDED_FROM} + wanted.g = inserted.sort_order
    join base on base.i = wanted.b
    join product_translation t on t.product_id = base.id
    join (values ${words.length ? sql.join(words) : sql`(null::text, null::text[], null::text[])`}) as w(language, ranges, scents) on w.language = t.language
    )
    select count(*) as added from inserted
  `.execute(db);
  // The planner's figures for 45 rows would keep it off the indexes at 10,000; and the visibility map
  // lets pages be found from the indexes alone (PostgreSQL's autovacuum would do this soon after, but
  // PGlite has no autovacuum).
  await sql`vacuum analyze product`.execute(db);
  await sql`vacuum analyze product_translation`.execute(db);
  return [`${rows[0].added} more products (${total} in all)`];
}
