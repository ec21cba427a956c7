import { sql, type Kysely } from "kysely";

/**
 * Bottles and their refills (docs/product.md#refills): a ready-to-use product names the refills of the
 * same formula, each refill the bottles it fits, as pairs. Which side is a bottle and which a refill,
 * and that both are of one type, the API checks when an operator sets them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_refill (
      bottle_id bigint not null references product on delete cascade,
      refill_id bigint not null references product on delete cascade,
      primary key (bottle_id, refill_id),
      check (bottle_id <> refill_id)
    )`.execute(db);
  await sql`create index product_refill_refill on product_refill (refill_id)`.execute(db);
  // A product's page shows its pairs: a change to them is a catalogue change for the storefronts (0015).
  await sql`
    create trigger product_refill_storefront_changed after insert or update or delete or truncate on product_refill
    for each statement execute function storefront_catalogue_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table product_refill`.execute(db);
}
