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
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; discountPaise: number; totalPaise: number };
  totalInWords: string;
};

// DejaVu Sans has the rupee sign (U+20B9); pdfkit embeds only the glyphs used. The fonts are parsed
// once per process (pdfkit would parse them for every document, most of an invoice's time).
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
let fonts: { regular: Font; bold: Font } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: openFont(readFileSync(path.join(fontDir, "DejaVuSans.ttf"))) as Font,
    bold: openFont(readFileSync(path.join(fontDir, "DejaVuSans-Bold.ttf"))) as Font,
  });

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
    { title: "Description", width: 91, align: "left", value: (l) => l.description },
    // An eight-digit HSN code is about 38 points at 7.5 points: it must not break across two lines.
    { title: "HSN", width: 46, align: "left", value: (l) => l.hsn },
    { title: "Qty", width: 22, align: "right", value: (l) => String(l.quantity) },
    { title: "Unit price", width: 50, align: "right", value: (l) => money(l.unitPricePaise) },
    { title: "Discount", width: 46, align: "right", value: (l) => money(l.discountPaise) },
    { title: "Taxable value", width: 54, align: "right", value: (l) => money(l.taxablePaise) },
    { title: "Rate", width: 26, align: "right", value: (l) => `${l.ratePercent}%` },
    ...tax,
    // The columns fill the page's 515 points.
    { title: "Total", width: 62, align: "right", value: (l) => money(l.totalPaise) },
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
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    // Starting in our font spares loading the standard Helvetica metrics.
    font: regular as unknown as string,
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
  doc.registerFont("regular", regular as unknown as string);
  doc.registerFont("bold", bold as unknown as string);

  doc.font("bold").fontSize(16).text("Tax Invoice", PAGE.left, 40, { width: PAGE.width, align: "center" });
  doc.font("regular").fontSize(8).text("Original for recipient", { width: PAGE.width, align: "center" });

  const top = 90;
  doc.font("bold").fontSize(10).text(invoice.supplier.name, PAGE.left, top, { width: 260 });
  doc.font("regular").fontSize(8.5);
  doc.text(invoice.supplier.address, { width: 260 });
  doc.text(`State: ${invoice.supplier.state.name}, code ${invoice.supplier.state.code}`, { width: 260 });
  doc.text(`GSTIN: ${invoice.supplier.gstin}`, { width: 260 });
  const supplierBottom = doc.y;

  const right = 320;
  const facts: [string, string][] = [
    ["Invoice number", invoice.number],
    ["Invoice date", formatDate(invoice.issuedAt)],
    ["Order number", invoice.orderNumber],
    ["Order date", formatDate(invoice.orderedAt)],
    ["Place of supply", `${invoice.recipient.state.name} (${invoice.recipient.state.code})`],
  ];
  doc.fontSize(8.5);
  facts.forEach(([label, value], i) => {
    doc.font("regular").text(`${label}:`, right, top + i * 13, { width: 90 });
    doc.font("bold").text(value, right + 90, top + i * 13, { width: PAGE.right - right - 90 });
  });

  let y = Math.max(supplierBottom, top + facts.length * 13) + 14;
  doc.font("bold").fontSize(9).text("Bill to / Ship to", PAGE.left, y);
  doc.font("regular").fontSize(8.5);
  doc.text(invoice.recipient.name, { width: PAGE.width });
  doc.text(invoice.recipient.address, { width: PAGE.width });
  doc.text(`State: ${invoice.recipient.state.name}, code ${invoice.recipient.state.code}   Phone: ${invoice.recipient.phoneNumber}`, { width: PAGE.width });
  y = doc.y + 12;

  // The lines.
  const cols = columns(invoice.intraState);
  const drawRow = (cells: string[], font: "regular" | "bold") => {
    doc.font(font).fontSize(7.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i].width - 4 })));
    let x = PAGE.left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y + 3, { width: cols[i].width - 4, align: cols[i].align });
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
    ["Total discount", money(t.discountPaise)],
    ["Total taxable value", money(t.taxablePaise)],
    ...(invoice.intraState
      ? ([
          ["CGST", money(t.cgstPaise)],
          ["SGST", money(t.sgstPaise)],
        ] as [string, string][])
      : ([["IGST", money(t.igstPaise)]] as [string, string][])),
    ["Invoice total", money(t.totalPaise)],
  ];
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? "bold" : "regular").fontSize(last ? 10 : 8.5);
    doc.text(label, 330, y, { width: 120 });
    doc.text(value, 450, y, { width: PAGE.right - 450, align: "right" });
    y += last ? 16 : 13;
  });
  doc.font("regular").fontSize(8.5);
  doc.text(`Amount in words: ${invoice.totalInWords}`, PAGE.left, y + 6, { width: PAGE.width });
  doc.text("Whether tax is payable on reverse charge: No", { width: PAGE.width });
  doc.text("Prices include GST. The taxable value is the amount after discount less the tax in it.", { width: PAGE.width });
  doc.moveDown(2);
  doc.text(`For ${invoice.supplier.name}`, { width: PAGE.width, align: "right" });
  doc.text("Authorised signatory (computer-generated invoice; no signature required)", { width: PAGE.width, align: "right" });

  doc.end();
  return done;
}
