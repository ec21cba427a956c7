import type { FileStorage } from "../services/storage";
import type { Db } from "../db";
import { AREAS, deliveryOf } from "./data/areas";
import { seedCatalogue } from "./data/catalogue";
import { seedCodHistory } from "./data/cod-history";
import { seedFaq } from "./data/faq";
import { seedOperators } from "./data/operators";
import { seedReferral } from "./data/referral";
import { seedReviews } from "./data/reviews";
import { seedTranslations } from "./data/translations";

/**
 * Demo data for an empty database. Each part seeds only when its table is empty, so a second run keeps
 * what is there; the product pictures go to the storage the API serves files from. The translations
 * come last, after the rows they translate, so a database seeded before they existed gets them too.
 */
export async function seedDemoData(db: Db, storage: FileStorage): Promise<string[]> {
  const seeded: string[] = [];
  const { count } = await db
    .selectFrom("serviceable_area")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) {
    await db
      .insertInto("serviceable_area")
      .values(AREAS.map(({ areaName, active = true, ...a }) => ({ ...a, area_name: areaName, active, ...deliveryOf(a) })))
      .execute();
    seeded.push(`${AREAS.length} serviceable areas`);
  }
  seeded.push(...(await seedCatalogue(db, storage)));
  seeded.push(...(await seedReferral(db)));
  seeded.push(...(await seedFaq(db)));
  seeded.push(...(await seedReviews(db)));
  seeded.push(...(await seedOperators(db)));
  seeded.push(...(await seedCodHistory(db)));
  seeded.push(...(await seedTranslations(db)));
  return seeded;
}
