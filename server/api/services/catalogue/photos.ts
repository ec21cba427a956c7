import sharp from "sharp";
import { REVIEW_LIMITS, reviewMessages } from "@domain/reviews/reviews";
import { DomainError } from "../errors";
import { contentKey } from "../storage";

/**
 * Review photos (decision 013): the type is decided by the bytes, never by the name or the browser's
 * content type; a photo is decoded only with a pixel limit, turned upright, scaled to at most 1,600
 * pixels on its long side and stored as WebP with no metadata (sharp keeps none unless asked: no EXIF,
 * no GPS position). A photo larger than a thumbnail needs gets a thumbnail too, made from the stored
 * WebP, so a page of 96-px thumbnails does not download photos of 1,600 pixels.
 */
type ImageType = "jpeg" | "png" | "webp";

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** JPEG, PNG or WebP by the file's signature; null for anything else (a zip, an SVG, text). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

type StoredFile = { key: string; bytes: Buffer; width: number };
export type ProcessedPhoto = StoredFile & { height: number; thumbnail: StoredFile | null };

/** The photo's thumbnail, `thumbnailSide` pixels on its short side; none for a photo that small already. */
async function thumbnailOf(photo: Buffer, width: number, height: number): Promise<StoredFile | null> {
  const side = REVIEW_LIMITS.thumbnailSide;
  if (Math.min(width, height) <= side) return null;
  const { data, info } = await sharp(photo).resize({ width: side, height: side, fit: "outside" }).webp({ quality: 75 }).toBuffer({ resolveWithObject: true });
  return { key: contentKey("productreview", data), bytes: data, width: info.width };
}

/** What a refused picture is told: the review form's words, or the console's for a product's picture. */
type PictureMessages = Record<"photoSize" | "photoType" | "photoBroken" | "photoPixels", string>;
type PictureForm = { field: string; messages: PictureMessages; pixelLimit?: number };
const REVIEW_PHOTO: PictureForm = { field: "photos", messages: reviewMessages };

const refuse = (message: string, field: string) => new DomainError("invalid", "photo_refused", message, { [field]: message });

/** Sharp's failure to decode a picture, as the refusal the sender reads: too many pixels, or not readable. */
export function unreadablePicture(error: unknown, { field, messages }: PictureForm): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return refuse(messages.photoPixels, field);
  return refuse(messages.photoBroken, field);
}

/**
 * An uploaded picture that is at most the review photos' size, a JPEG, PNG or WebP by its bytes and
 * by what sharp reads of it, opened with a pixel limit; anything else is refused under the form's field.
 */
export async function checkPicture(bytes: Uint8Array, form: PictureForm) {
  const { field, messages, pixelLimit = REVIEW_LIMITS.inputPixels } = form;
  if (bytes.length > REVIEW_LIMITS.photoBytes) throw refuse(messages.photoSize, field);
  const type = sniffImageType(bytes);
  if (!type) throw refuse(messages.photoType, field);
  const image = sharp(bytes, { limitInputPixels: pixelLimit, failOn: "truncated" });
  const { format } = await image.metadata().catch((error: unknown) => {
    throw unreadablePicture(error, form);
  });
  if (format !== type) throw refuse(messages.photoType, field);
  return image;
}

/** One uploaded photo made ready to store, or a refusal with a message for the shopper. */
export async function processPhoto(bytes: Uint8Array, pixelLimit: number = REVIEW_LIMITS.inputPixels): Promise<ProcessedPhoto> {
  const form = { ...REVIEW_PHOTO, pixelLimit };
  const image = await checkPicture(bytes, form);
  try {
    const { data, info } = await image
      .rotate()
      .resize({ width: REVIEW_LIMITS.longSide, height: REVIEW_LIMITS.longSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const key = contentKey("productreview", data);
    return { key, bytes: data, width: info.width, height: info.height, thumbnail: await thumbnailOf(data, info.width, info.height) };
  } catch (error) {
    throw unreadablePicture(error, form);
  }
}
