import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Draws the shop's app icons (the web app manifest's, docs/decisions/032) from the favicon's design as
 * PNG files under public/icons/: a round mark at 192 and 512 px, and a maskable one at 512 px whose
 * green fills the whole square and whose letter stays inside the middle 80 %, the part every launcher
 * shape keeps. Run it again after changing the design: `npx tsx scripts/icons.ts`. The files are
 * committed, so a build needs no drawing.
 */
const GREEN = "#0f7a5c";
const letter = (size: number) =>
  `<text x="50%" y="50%" dy=".35em" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="bold" fill="#fff" text-anchor="middle">N</text>`;
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><circle cx="256" cy="256" r="256" fill="${GREEN}"/>${letter(288)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${GREEN}"/>${letter(224)}</svg>`;

const dir = path.resolve(import.meta.dirname, "../public/icons");
mkdirSync(dir, { recursive: true });
const icons = [
  { file: "icon-192.png", svg: round, size: 192 },
  { file: "icon-512.png", svg: round, size: 512 },
  { file: "icon-maskable-512.png", svg: maskable, size: 512 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(path.join(dir, file));
  console.log(`public/icons/${file}`);
}
