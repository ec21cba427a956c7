import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentKey, diskStorage } from "../../server/api/services/storage";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("contentKey", () => {
  it("names bytes by their SHA-256 in a folder, or by a readable name and the SHA-256's first 16 digits", () => {
    const bytes = Buffer.from("<svg/>");
    expect(contentKey("productreview", bytes)).toBe(`productreview/${sha256("<svg/>")}.webp`);
    expect(contentKey("products", bytes, "lemon-dishwash-gel-500-ml")).toBe(`products/lemon-dishwash-gel-500-ml.${sha256("<svg/>").slice(0, 16)}.webp`);
  });

  it("gives changed content a new name, and the same content the same one", () => {
    const key = (text: string) => contentKey("products", Buffer.from(text), "pine-toilet-cleaner-750-ml");
    expect(key("<svg>a</svg>")).toBe(key("<svg>a</svg>"));
    expect(key("<svg>b</svg>")).not.toBe(key("<svg>a</svg>"));
  });
});

describe("diskStorage", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "storage-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("stores a file under its key, says it has it, answers its /uploads URL and deletes it", async () => {
    const storage = diskStorage(dir);
    const key = contentKey("products", Buffer.from("<svg>a</svg>"), "jasmine-floor-cleaner-1-l");
    expect(await storage.has(key)).toBe(false);
    await storage.put(key, Buffer.from("<svg>a</svg>"));
    expect(readFileSync(path.join(dir, key), "utf8")).toBe("<svg>a</svg>");
    expect(await storage.has(key)).toBe(true);
    expect(storage.url(key)).toBe(`/uploads/${key}`);
    await storage.delete(key);
    expect(() => statSync(path.join(dir, key))).toThrow();
    expect(await storage.has(key)).toBe(false);
  });

  it("leaves a key it already holds as it is: the same key is the same content", async () => {
    const storage = diskStorage(dir);
    const key = contentKey("products", Buffer.from("<svg>a</svg>"));
    await storage.put(key, Buffer.from("<svg>a</svg>"));
    // Marked, to see whether a second put writes again.
    writeFileSync(path.join(dir, key), "kept");
    await storage.put(key, Buffer.from("<svg>a</svg>"));
    expect(readFileSync(path.join(dir, key), "utf8")).toBe("kept");
  });

  it.each([
    "products/lemon.webp",
    "../secrets.json",
    `products/../../${"a".repeat(64)}.webp`,
    `products/Lemon.${"a".repeat(16)}.webp`,
    `products/lemon.${"a".repeat(15)}.webp`,
    `products/lemon.${"a".repeat(16)}.svg`,
    `products/${"a".repeat(64)}.html`,
  ])("refuses %s, which does not name its content", async (key) => {
    const storage = diskStorage(dir);
    await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/not a storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/not a storage key/);
    await expect(storage.has(key)).rejects.toThrow(/not a storage key/);
  });
});
