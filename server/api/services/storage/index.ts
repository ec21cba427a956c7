import { createHash } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live (docs/decisions/013-reviews-and-photos.md and 019-static-files-and-content-named-pictures.md): put, has, url, delete by a key that names the content:
 * `productreview/<sha-256>.webp`, `products/<name>.<first 16 hex digits of the sha-256 of what it was made from>.webp`. A stored
 * file never changes, so it may be cached for ever, and a changed picture is a new name. The default keeps them on disk under
 * UPLOADS_DIR, which the storefront serves at /uploads; an S3-compatible adapter can take its place
 * behind the same four calls.
 */
export type FileStorage = {
  /** Stores the bytes under the key; a key already stored is left as it is (it holds the same bytes). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Whether the key is stored: bytes that are costly to make are made only for a key that is not. */
  has(key: string): Promise<boolean>;
  url(key: string): string;
  delete(key: string): Promise<void>;
};

const KEY = /^[a-z]+\/(?:[a-f0-9]{64}|[a-z0-9-]+\.[a-f0-9]{16})\.webp$/;

/**
 * The key of these bytes, a WebP picture, in a folder: their SHA-256, whole when it is all the name (a review photo: two
 * reviews with the same photo share its file), or its first 16 hex digits (64 bits) after a readable
 * name, where it only tells versions of that name apart, and pages that list many pictures stay smaller.
 */
export function contentKey(folder: string, bytes: Uint8Array, name?: string): string {
  const hash = createHash("sha256").update(bytes).digest("hex");
  return `${folder}/${name ? `${name}.${hash.slice(0, 16)}` : hash}.webp`;
}

const REPOSITORY = path.resolve(import.meta.dirname, "../../../..");

/** Files under `dir`; a relative one is from the repository's root, as the storefront that serves them reads it. */
export function diskStorage(dir: string): FileStorage {
  const root = path.resolve(REPOSITORY, dir);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };
  const has = async (key: string) =>
    access(fileOf(key)).then(
      () => true,
      () => false,
    );
  return {
    async put(key, bytes) {
      if (await has(key)) return;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    has,
    url: (key) => `/uploads/${key}`,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
