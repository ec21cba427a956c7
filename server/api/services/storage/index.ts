import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live (DESIGN §3 "Files"): put, url, delete by a key such as
 * `productreview/<sha-256>.webp`. Keys name their content, so a stored file never changes and may be
 * cached for ever. The default keeps them on disk under UPLOADS_DIR, which the storefront serves at
 * /uploads; an S3-compatible adapter can take its place behind the same three calls.
 */
export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  url(key: string): string;
  delete(key: string): Promise<void>;
};

const KEY = /^[a-z]+\/[a-f0-9]{64}\.webp$/;

export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    url: (key) => `/uploads/${key}`,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
