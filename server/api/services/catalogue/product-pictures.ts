import sharp from "sharp";
import { REVIEW_LIMITS } from "@domain/reviews/reviews";
import type { StoredImage } from "../../db/schema";
import { contentKey, type FileStorage } from "../storage";

/**
 * Product pictures (docs/decisions/019): squares of PICTURE_SIZE pixels stored as WebP, and again at
 * half that width for a cart line or a card, each named after the picture and the bytes it was made
 * from (`products/<name>.<16 hex digits>.webp`, `products/<name>-240.<…>.webp`), so a new picture is a
 * new name and every picture may be cached for a year. The demo's drawings (SVG, rendered at the
 * density that makes them that wide) and an operator's uploaded picture (cut to a square) go the same way.
 */
export const PICTURE_SIZE = 480;
const THUMBNAIL_WIDTH = PICTURE_SIZE / 2;

type PictureFile = { key: string; source: Uint8Array; width: number; drawing: boolean };
type ProductPicture = { image: StoredImage; files: PictureFile[] };

/** A picture's two files and what a product keeps of it; `drawing` says the source is an SVG drawing. */
export function productPicture(storage: FileStorage, name: string, source: Uint8Array, alt: string, drawing = false): ProductPicture {
  const [full, small] = [contentKey("products", source, name), contentKey("products", source, `${name}-${THUMBNAIL_WIDTH}`)];
  return {
    image: {
      path: storage.url(full).slice(1),
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
      alt,
      thumbnail: { path: storage.url(small).slice(1), width: THUMBNAIL_WIDTH },
    },
    files: [
      { key: full, source, width: PICTURE_SIZE, drawing },
      { key: small, source, width: THUMBNAIL_WIDTH, drawing },
    ],
  };
}

/** A photo is decoded only within the review photos' pixel limit (a decompression bomb), turned upright and cut to a square. */
const render = ({ source, width, drawing }: PictureFile) =>
  (drawing
    ? sharp(source, { density: (72 * width) / PICTURE_SIZE })
    : sharp(source, { limitInputPixels: REVIEW_LIMITS.inputPixels, failOn: "truncated" }).rotate().resize(width, width, { fit: "cover" })
  )
    .webp({ quality: 80 })
    .toBuffer();

/** Renders and stores the files the storage does not have yet: a restart with them all renders none. */
export async function storePictures(storage: FileStorage, files: readonly PictureFile[]) {
  await Promise.all(
    files.map(async (file) => {
      if (!(await storage.has(file.key))) await storage.put(file.key, await render(file));
    }),
  );
}
