import { sql, type Kysely } from "kysely";

/**
 * Operators add areas from the console by pincode, city, area and state (docs/operator-api.md): an
 * area added there has no map position until one is known, so its latitude and longitude may be
 * empty. Such an area is served by its pincode; "Detect my location" finds only areas with a position.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table serviceable_area alter column latitude drop not null, alter column longitude drop not null`.execute(db);
}

/** Going back needs every area to have a position: the areas added without one must be given one first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table serviceable_area alter column latitude set not null, alter column longitude set not null`.execute(db);
}
