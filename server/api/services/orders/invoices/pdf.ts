import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { create as openFont, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import { formatDate } from "@domain/shared/dates";

/** What an invoice shows, computed by invoice.ts. */
export type InvoiceLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  taxablePaise: number;
  ratePercent: number;
  /** CGST and SGST (intra-state) or IGST (inter-state), in paise. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type Invoice = {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  orderedAt: Date;
  supplier: { name: string; address: string; gstin: string; state: { name: string; code: string } };
  recipient: { name: string; address: string; phoneNumber: string; state: { name: string; code: string } };
  intraState: boolean;
  lines: InvoiceLine[];
  /** The discount includes the prepaid offer, which is also shown on its own. */
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    discountPaise: number;
    prepaidOfferPaise: number;
    totalPaise: number;
  };
  /** A cash order with a part paid online: what was paid online and what in cash on delivery. */
  paidSplit: { onlinePaise: number; cashPaise: number } | null;
  totalInWords: string;
};

/**
 * The invoice is printed in English and Hindi, whatever the customer's language (a legal document, kept
 * and shown to others, in the country's two official languages): each label is "English / हिन्दी", its
 * Hindi from this table. The values (names, addresses, amounts) are as the order has them. The table
 * lives here, not in domain/i18n/hi/: its words are the API's to print, never a page's.
 */
const HINDI = {
  "Tax Invoice": "टैक्स इनवॉइस",
  "Original for recipient": "प्राप्तकर्ता के लिए मूल प्रति",
  State: "राज्य",
  code: "कोड",
  Phone: "फ़ोन",
  "Invoice number": "इनवॉइस नंबर",
  "Invoice date": "इनवॉइस की तारीख",
  "Order number": "ऑर्डर नंबर",
  "Order date": "ऑर्डर की तारीख",
  "Place of supply": "आपूर्ति का स्थान",
  "Bill to / Ship to": "बिल और डिलीवरी का पता",
  Description: "विवरण",
  Qty: "मात्रा",
  "Unit price": "इकाई मूल्य",
  Discount: "छूट",
  "Taxable value": "कर योग्य मूल्य",
  Rate: "दर",
  Total: "कुल",
  "Total discount": "कुल छूट",
  "of which prepaid offer": "जिसमें प्रीपेड ऑफ़र",
  "Paid online": "ऑनलाइन भुगतान",
  "Paid in cash on delivery": "डिलीवरी पर नकद भुगतान",
  "Total taxable value": "कुल कर योग्य मूल्य",
  "Invoice total": "इनवॉइस की कुल राशि",
  "Amount in words": "राशि शब्दों में",
  "Whether tax is payable on reverse charge: No": "क्या टैक्स रिवर्स चार्ज पर देय है: नहीं",
  "Prices include GST. The taxable value is the amount after discount less the tax in it.":
    "क़ीमतों में GST शामिल है। कर योग्य मूल्य छूट के बाद की राशि में से उसमें शामिल टैक्स घटाकर निकाला गया है।",
  "For {supplier}": "{supplier} की ओर से",
  "Authorised signatory (computer-generated invoice; no signature required)": "अधिकृत हस्ताक्षरकर्ता (कंप्यूटर से बना इनवॉइस; हस्ताक्षर की ज़रूरत नहीं)",
} as const;
type Label = keyof typeof HINDI;

/** A label in both languages, on one line ("Invoice total / इनवॉइस की कुल राशि") or, in a narrow column, on two. */
const both = (label: Label, separator = " / ") => `${label}${separator}${HINDI[label]}`;

/**
 * Two fonts, each for what it can draw: DejaVu Sans (it has the rupee sign) for text in Latin letters,
 * Noto Sans Devanagari (SIL Open Font License; it has Latin letters and the rupee sign too) for any text
 * with Devanagari in it, which pdfkit shapes with fontkit (conjuncts, vowel signs, reph). pdfkit embeds
 * only the glyphs used. The fonts are parsed once per process (pdfkit would parse them for every
 * document, most of an invoice's time).
 */
const fontFile = (pkg: string, file: string) => path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), file);
type Fonts = Record<"regular" | "bold" | "regularDevanagari" | "boldDevanagari", Font>;
let fonts: Fonts | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: keepShapes(openFont(readFileSync(fontFile("dejavu-fonts-ttf", "ttf/DejaVuSans.ttf"))) as Font),
    bold: keepShapes(openFont(readFileSync(fontFile("dejavu-fonts-ttf", "ttf/DejaVuSans-Bold.ttf"))) as Font),
    regularDevanagari: keepShapes(
      openFont(readFileSync(fontFile("@expo-google-fonts/noto-sans-devanagari", "400Regular/NotoSansDevanagari_400Regular.ttf"))) as Font,
    ),
    boldDevanagari: keepShapes(openFont(readFileSync(fontFile("@expo-google-fonts/noto-sans-devanagari", "700Bold/NotoSansDevanagari_700Bold.ttf"))) as Font),
  });

/**
 * fontkit shapes each word anew for every document, and shaping Devanagari (its substitution and
 * positioning tables) was most of an invoice's time; the words are mostly the same from one invoice to
 * the next, so a font keeps the shapes it made (up to a bound). pdfkit scales a shape's positions in
 * place, so it gets a copy of them each time.
 */
function keepShapes(font: Font): Font {
  const layout = font.layout.bind(font);
  const kept = new Map<string, ReturnType<Font["layout"]>>();
  font.layout = (text: string, features?: Parameters<Font["layout"]>[1], ...rest: unknown[]) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let run = kept.get(key);
    if (!run) {
      if (kept.size >= 5000) kept.clear();
      run = (layout as (...args: unknown[]) => ReturnType<Font["layout"]>)(text, features, ...rest);
      kept.set(key, run);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as typeof run, run, { positions: run.positions.map((p) => ({ ...p })) });
  };
  return font;
}
const DEVANAGARI = /\p{Script=Devanagari}/u;

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (paise: number) => inr.format(paise / 100);

const PAGE = { left: 40, right: 555, width: 515 };

type Column = { title: string; width: number; align: "left" | "right"; value: (l: Invoice["lines"][number], i: number) => string };

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: "CGST", width: 52, align: "right", value: (l) => `${money(l.cgstPaise)}\n@${l.ratePercent / 2}%` },
        { title: "SGST", width: 52, align: "right", value: (l) => `${money(l.sgstPaise)}\n@${l.ratePercent / 2}%` },
      ]
    : [{ title: "IGST", width: 104, align: "right", value: (l) => `${money(l.igstPaise)}\n@${l.ratePercent}%` }];
  return [
    { title: "#", width: 14, align: "left", value: (_l, i) => String(i + 1) },
    { title: both("Description", "\n"), width: 91, align: "left", value: (l) => l.description },
    // An eight-digit HSN code is about 38 points at 7.5 points: it must not break across two lines.
    { title: "HSN", width: 46, align: "left", value: (l) => l.hsn },
    { title: both("Qty", "\n"), width: 22, align: "right", value: (l) => String(l.quantity) },
    { title: both("Unit price", "\n"), width: 50, align: "right", value: (l) => money(l.unitPricePaise) },
    { title: both("Discount", "\n"), width: 46, align: "right", value: (l) => money(l.discountPaise) },
    { title: both("Taxable value", "\n"), width: 54, align: "right", value: (l) => money(l.taxablePaise) },
    { title: both("Rate", "\n"), width: 26, align: "right", value: (l) => `${l.ratePercent}%` },
    ...tax,
    // The columns fill the page's 515 points.
    { title: both("Total", "\n"), width: 62, align: "right", value: (l) => money(l.totalPaise) },
  ];
}

/**
 * Draws a GST tax invoice with every particular CGST Rule 46 asks of a B2C invoice: supplier name,
 * address and GSTIN; a serial unique per financial year; date; recipient and delivery address with
 * state name and code; per line description, HSN, quantity, unit price, discount, taxable value, rate
 * and tax (CGST + SGST within the supplier's state, IGST across states); place of supply; totals in
 * figures and in words; whether tax is payable on reverse charge. The same invoice renders the same.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const loaded = loadFonts();
  const doc = new PDFDocument({
    // Starting in our font spares loading the standard Helvetica metrics.
    font: loaded.regular as unknown as string,
    size: "A4",
    margin: PAGE.left,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.supplier.name, CreationDate: invoice.issuedAt, ModDate: invoice.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const [name, font] of Object.entries(loaded)) doc.registerFont(name, font as unknown as string);
  /** Sets the font a text needs (the Devanagari one for any Devanagari in it) and answers the document, to draw the text with. */
  const font = (weight: "regular" | "bold", text: string) => doc.font(DEVANAGARI.test(text) ? `${weight}Devanagari` : weight);
  /** Draws a text in the font it needs, where it is put or below the last one. */
  const write = (
    weight: "regular" | "bold",
    text: string,
    ...at: [x: number, y: number, options: PDFKit.Mixins.TextOptions] | [options: PDFKit.Mixins.TextOptions]
  ) => (at.length === 3 ? font(weight, text).text(text, at[0], at[1], at[2]) : font(weight, text).text(text, at[0]));

  doc.fontSize(16);
  write("bold", both("Tax Invoice"), PAGE.left, 40, { width: PAGE.width, align: "center" });
  doc.fontSize(8);
  write("regular", both("Original for recipient"), { width: PAGE.width, align: "center" });

  const top = 90;
  doc.fontSize(10);
  write("bold", invoice.supplier.name, PAGE.left, top, { width: 250 });
  doc.fontSize(8.5);
  write("regular", invoice.supplier.address, { width: 250 });
  const stateLine = (state: { name: string; code: string }) => `${both("State")}: ${state.name}, ${both("code")} ${state.code}`;
  write("regular", stateLine(invoice.supplier.state), { width: 250 });
  write("regular", `GSTIN: ${invoice.supplier.gstin}`, { width: 250 });
  const supplierBottom = doc.y;

  // Each fact's label in English over its Hindi, the value beside them.
  const right = 300;
  const labelWidth = 105;
  const factHeight = 22;
  const facts: [Label, string][] = [
    ["Invoice number", invoice.number],
    ["Invoice date", formatDate(invoice.issuedAt)],
    ["Order number", invoice.orderNumber],
    ["Order date", formatDate(invoice.orderedAt)],
    ["Place of supply", `${invoice.recipient.state.name} (${invoice.recipient.state.code})`],
  ];
  doc.fontSize(8.5);
  facts.forEach(([label, value], i) => {
    const y = top + i * factHeight;
    write("regular", `${label}:`, right, y, { width: labelWidth });
    doc.fontSize(7.5);
    write("regular", HINDI[label], right, y + 10, { width: labelWidth });
    doc.fontSize(8.5);
    write("bold", value, right + labelWidth, y, { width: PAGE.right - right - labelWidth });
  });

  let y = Math.max(supplierBottom, top + facts.length * factHeight) + 10;
  doc.fontSize(9);
  write("bold", both("Bill to / Ship to", " · "), PAGE.left, y, { width: PAGE.width });
  doc.fontSize(8.5);
  write("regular", invoice.recipient.name, { width: PAGE.width });
  write("regular", invoice.recipient.address, { width: PAGE.width });
  write("regular", `${stateLine(invoice.recipient.state)}   ${both("Phone")}: ${invoice.recipient.phoneNumber}`, { width: PAGE.width });
  y = doc.y + 12;

  // The lines.
  const cols = columns(invoice.intraState);
  const drawRow = (cells: string[], weight: "regular" | "bold") => {
    doc.fontSize(7.5);
    const height = Math.max(...cells.map((cell, i) => font(weight, cell).heightOfString(cell, { width: cols[i].width - 4 })));
    let x = PAGE.left;
    cells.forEach((cell, i) => {
      write(weight, cell, x + 2, y + 3, { width: cols[i].width - 4, align: cols[i].align });
      x += cols[i].width;
    });
    y += height + 6;
    doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor("#999999").stroke();
  };
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor("#999999").stroke();
  drawRow(
    cols.map((c) => c.title),
    "bold",
  );
  invoice.lines.forEach((line, i) =>
    drawRow(
      cols.map((c) => c.value(line, i)),
      "regular",
    ),
  );

  // Totals.
  y += 10;
  const t = invoice.totals;
  const totals: [string, string][] = [
    [both("Total discount"), money(t.discountPaise)],
    ...(t.prepaidOfferPaise > 0 ? ([[both("of which prepaid offer"), money(t.prepaidOfferPaise)]] as [string, string][]) : []),
    [both("Total taxable value"), money(t.taxablePaise)],
    ...(invoice.intraState
      ? ([
          ["CGST", money(t.cgstPaise)],
          ["SGST", money(t.sgstPaise)],
        ] as [string, string][])
      : ([["IGST", money(t.igstPaise)]] as [string, string][])),
    [both("Invoice total"), money(t.totalPaise)],
  ];
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    doc.fontSize(last ? 10 : 8.5);
    write(last ? "bold" : "regular", label, 270, y, { width: 200 });
    write(last ? "bold" : "regular", value, 470, y, { width: PAGE.right - 470, align: "right" });
    y += last ? 18 : 15;
  });
  // A cash order with a part paid online: how the total was paid.
  const split = invoice.paidSplit;
  if (split) {
    doc.fontSize(8.5);
    for (const [label, paise] of [
      [both("Paid online"), split.onlinePaise],
      [both("Paid in cash on delivery"), split.cashPaise],
    ] as const) {
      write("regular", label, 270, y, { width: 200 });
      write("regular", money(paise), 470, y, { width: PAGE.right - 470, align: "right" });
      y += 15;
    }
  }
  doc.fontSize(8.5);
  write("regular", `${both("Amount in words")}: ${invoice.totalInWords}`, PAGE.left, y + 6, { width: PAGE.width });
  for (const sentence of [
    "Whether tax is payable on reverse charge: No",
    "Prices include GST. The taxable value is the amount after discount less the tax in it.",
  ] as const) {
    write("regular", sentence, { width: PAGE.width, lineGap: 1.5 });
    write("regular", HINDI[sentence], { width: PAGE.width });
  }
  doc.moveDown(2);
  write("regular", `For ${invoice.supplier.name}`, { width: PAGE.width, align: "right" });
  write("regular", HINDI["For {supplier}"].replace("{supplier}", invoice.supplier.name), { width: PAGE.width, align: "right" });
  write("regular", both("Authorised signatory (computer-generated invoice; no signature required)", "\n"), { width: PAGE.width, align: "right" });

  doc.end();
  return done;
}
