import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { reviewMessages } from "@domain/reviews/reviews";
import { processPhoto, sniffImageType } from "../../server/api/services/catalogue/photos";
import { contentKey } from "../../server/api/services/storage";

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#39f" } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#f93" } })
    .jpeg()
    .toBuffer();

/** A valid PNG whose header claims width × height but whose data is one tiny row: a decompression bomb's shape. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("photo type by its bytes", () => {
  it("knows JPEG, PNG and WebP by their signatures, whatever the file was called", async () => {
    expect(sniffImageType(await jpeg())).toBe("jpeg");
    expect(sniffImageType(await png())).toBe("png");
    expect(
      sniffImageType(
        await sharp(await png())
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
  });

  it("takes a PNG sent as photo.jpg as a PNG", async () => {
    const renamed = { name: "photo.jpg", bytes: await png() };
    expect(sniffImageType(renamed.bytes)).toBe("png");
    await expect(processPhoto(renamed.bytes)).resolves.toMatchObject({ width: 64, height: 48 });
  });

  it("refuses a text file called photo.jpg, a zip, an SVG and a GIF", async () => {
    const gif = await sharp(await png())
      .gif()
      .toBuffer();
    for (const bytes of [
      new TextEncoder().encode("just some notes, not a picture"),
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]),
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      gif,
    ]) {
      expect(sniffImageType(bytes)).toBeNull();
      await expect(processPhoto(bytes)).rejects.toMatchObject({ kind: "invalid", message: reviewMessages.photoType });
    }
  });

  it("refuses a truncated JPEG", async () => {
    const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
      .jpeg()
      .toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect(sniffImageType(cut)).toBe("jpeg");
    await expect(processPhoto(cut)).rejects.toMatchObject({ kind: "invalid", message: reviewMessages.photoBroken });
  });
});

describe("the pixel limit", () => {
  it("refuses a picture whose header claims more pixels than the limit, before decoding it", async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(processPhoto(bomb)).rejects.toMatchObject({ kind: "invalid", message: reviewMessages.photoPixels });
  });

  it("takes a picture within the limit and refuses the same one under a lower limit", async () => {
    const photo = await jpeg();
    await expect(processPhoto(photo, 64 * 48)).resolves.toMatchObject({ width: 64 });
    await expect(processPhoto(photo, 64 * 48 - 1)).rejects.toMatchObject({ message: reviewMessages.photoPixels });
  });

  it("scales a large photo to 1,600 px on its long side and keeps no metadata", async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#777" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Camera" } })
      .toBuffer();
    const out = await processPhoto(big);
    expect(out).toMatchObject({ width: 1600, height: 1200 });
    expect(out.key).toMatch(/^productreview\/[a-f0-9]{64}\.webp$/);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
  });

  it("makes a thumbnail 288 px on its short side, named by its own content, for a photo larger than that", async () => {
    const portrait = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#357", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
      .jpeg()
      .toBuffer();
    const out = await processPhoto(portrait);
    expect(out).toMatchObject({ width: 900, height: 1200, thumbnail: { width: 288, key: expect.stringMatching(/^productreview\/[a-f0-9]{64}\.webp$/) } });
    const thumbnail = await sharp(out.thumbnail!.bytes).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["webp", 288, 384]);
    expect(out.thumbnail!.key).toBe(contentKey("productreview", out.thumbnail!.bytes));
    expect(out.thumbnail!.bytes.length).toBeLessThan(out.bytes.length / 4);
    // One no larger than a thumbnail is its own.
    expect((await processPhoto(await jpeg())).thumbnail).toBeNull();
  });
});
