import type { Category, ProductType } from "@domain/catalogue/catalogue";
import { PICTURE_SIZE } from "../../services/catalogue/product-pictures";

/**
 * Product pictures drawn by the project as SVG (nothing is downloaded): a bottle for prefill, a pouch
 * for refill, coloured by product type, with the name and size on the label; the second picture is
 * the back label with how to use it, 480 × 480. The seed stores them rendered as WebP (catalogue.ts).
 */
const ART_SIZE = PICTURE_SIZE;

const COLOURS: Record<ProductType, { body: string; light: string }> = {
  "laundry-care": { body: "#2b6cb0", light: "#d6e6f7" },
  "hand-wash": { body: "#b83280", light: "#f8dcec" },
  "dish-wash-gel": { body: "#b7950b", light: "#fbf1c4" },
  "glass-cleaner-": { body: "#0c8599", light: "#d3f1f6" },
  "toilet-cleaner": { body: "#5a3ea8", light: "#e4dcf7" },
  "bathroom-cleaner": { body: "#d9480f", light: "#fde2d3" },
  "floor-cleaner": { body: "#2f855a", light: "#d7f0e1" },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a name into label lines of at most `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(" ")) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

const text = (rows: string[], x: number, y: number, size: number, colour: string, weight = 700) =>
  rows
    .map(
      (row, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle">${escape(row)}</text>`,
    )
    .join("");

function container(category: Category, type: ProductType, body: string): string {
  if (category === "refill") {
    // A stand-up pouch with a spout.
    return `<path d="M150 120h180l20 40v230q0 20-20 20H150q-20 0-20-20V160z" fill="${body}"/><rect x="222" y="84" width="36" height="40" rx="6" fill="#334"/>`;
  }
  const top =
    type === "hand-wash"
      ? `<rect x="226" y="70" width="28" height="50" fill="#334"/><rect x="226" y="62" width="80" height="16" rx="6" fill="#334"/>`
      : type === "glass-cleaner-" || type === "bathroom-cleaner"
        ? `<path d="M210 70h70l30 20-10 14h-30v16h-60z" fill="#334"/>`
        : `<rect x="212" y="78" width="56" height="42" rx="8" fill="#334"/>`;
  return `${top}<path d="M200 120h80v30q50 20 50 70v180q0 20-20 20H170q-20 0-20-20V220q0-50 50-70z" fill="${body}"/>`;
}

export function productArt(product: { name: string; category: Category; type: ProductType; size: string; howToUse: string[] }, view: "front" | "back"): string {
  const { body, light } = COLOURS[product.type];
  const name = product.name.replace(new RegExp(`\\s*${product.size.replace(".", "\\.")}$`), "");
  const label =
    view === "front"
      ? `<rect x="160" y="230" width="160" height="150" rx="10" fill="#fff"/>` +
        text(["NIRMAL"], 240, 256, 14, body, 800) +
        text(lines(name, 14), 240, 282, 15, "#1d2421") +
        text([product.size], 240, 366, 18, body, 800)
      : `<rect x="160" y="200" width="160" height="200" rx="10" fill="#fff"/>` +
        text(["HOW TO USE"], 240, 226, 14, body, 800) +
        product.howToUse
          .flatMap((step, i) => lines(`${i + 1}. ${step}`, 20).map((row, j) => ({ row, at: i * 3 + j })))
          .map(({ row, at }) => text([row], 240, 254 + at * 16, 12, "#1d2421", 500))
          .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}" width="${ART_SIZE}" height="${ART_SIZE}" font-family="system-ui, sans-serif">` +
    `<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="${light}"/>` +
    `<ellipse cx="240" cy="425" rx="120" ry="14" fill="#000" opacity=".08"/>` +
    container(product.category, product.type, body) +
    label +
    `</svg>\n`
  );
}
