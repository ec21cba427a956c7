import { sql, type Kysely } from "kysely";

/**
 * A review photo's thumbnail (issue 18, docs/decisions/019): a small WebP beside the stored photo, for
 * the 96-px thumbnails the pages show, by its storage key and width. Photos stored before have none
 * (both null) and keep showing the full file; a thumbnail's file is deleted with its photo, once no
 * photo points at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table product_review_photo
      add column thumbnail_path text,
      add column thumbnail_width integer,
      add constraint product_review_photo_thumbnail check ((thumbnail_path is null) = (thumbnail_width is null))`.execute(db);
  await sql`create index product_review_photo_thumbnail_idx on product_review_photo (thumbnail_path) where thumbnail_path is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_review_photo_thumbnail_idx`.execute(db);
  await sql`alter table product_review_photo drop constraint product_review_photo_thumbnail, drop column thumbnail_width, drop column thumbnail_path`.execute(
    db,
  );
}
