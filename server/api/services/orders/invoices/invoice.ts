import { sql } from "kysely";
import { dueOnDelivery } from "@domain/cod/prepaid";
import { orderActions } from "@domain/orders/orders";
import type { Db } from "../../../db";
import type { OrderAddress } from "../../../db/schema";
import type { ApiEnv } from "../../../env";
import { DomainError } from "../../errors";
import { payNowOrder } from "../../payments/payments";
import { financialYear, gstState, rupeesInWords } from "./gst";
import { renderInvoicePdf, type Invoice, type InvoiceLine } from "./pdf";

/** Splits an amount over weights in proportion, in whole paise that add up exactly (largest remainder). */
function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!amount || !total) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    shares[i] += 1;
  }
  return shares;
}

/**
 * The invoice number of an order: assigned once, on the first request, from a sequence per financial
 * year ('NHC/25-26/000001', 16 characters), under the order's row lock so two requests get one number.
 */
async function invoiceNumber(db: Db, orderId: string, now: Date): Promise<{ number: string; issuedAt: Date }> {
  const existing = await db.selectFrom("invoice").select(["invoice_number", "issued_at"]).where("order_id", "=", orderId).executeTakeFirst();
  if (existing) return { number: existing.invoice_number, issuedAt: existing.issued_at };
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("customer_order").select("id").where("id", "=", orderId).forUpdate().execute();
    const raced = await trx.selectFrom("invoice").select(["invoice_number", "issued_at"]).where("order_id", "=", orderId).executeTakeFirst();
    if (raced) return { number: raced.invoice_number, issuedAt: raced.issued_at };
    const year = financialYear(now);
    const { rows } = await sql<{ last_serial: number }>`
      insert into invoice_sequence (financial_year, last_serial) values (${year}, 1)
      on conflict (financial_year) do update set last_serial = invoice_sequence.last_serial + 1
      returning last_serial`.execute(trx);
    const serial = rows[0].last_serial;
    const number = `NHC/${year}/${String(serial).padStart(6, "0")}`;
    await trx.insertInto("invoice").values({ order_id: orderId, financial_year: year, serial, invoice_number: number, issued_at: now }).execute();
    return { number, issuedAt: now };
  });
}

const addressLine = (a: OrderAddress) => [a.streetAddress2, a.apartment, a.street, a.landmark].filter(Boolean).join(", ") + ` ${a.city} ${a.pincode}`;

/**
 * A GST tax invoice (CGST Rule 46) for one of the customer's orders, drawn from the order's own
 * snapshot. Prices are tax-inclusive: the taxable value of a line is its amount after its share of
 * the order's discounts (the coupon, the referral and the prepaid offer) divided by (1 + rate). A cash
 * order with a part paid online says what was paid online and what in cash. Offered only when
 * orderActions allows "invoice".
 */
async function buildInvoice(db: Db, env: ApiEnv, customerId: string, orderNumber: string, now = new Date()): Promise<Invoice> {
  const order = await db
    .selectFrom("customer_order")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
  if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
  const actions = orderActions({ status: order.status, deliveredAt: order.delivered_at?.toISOString() ?? null, placedAt: order.created_at.toISOString(), now });
  if (!actions.includes("invoice")) throw new DomainError("conflict", "invoice_unavailable", "An invoice is available once the order has been delivered.");

  const [lines, area, issued, cash] = await Promise.all([
    db.selectFrom("order_line").selectAll().where("order_id", "=", order.id).orderBy("product_name").execute(),
    db.selectFrom("serviceable_area").select("state").where("code", "=", order.pincode).executeTakeFirst(),
    invoiceNumber(db, order.id, now),
    payNowOrder(db, order),
  ]);
  const supplierState = gstState(env.INVOICE_SUPPLIER_STATE);
  const deliveryState = area ? gstState(area.state) : supplierState;
  const intraState = deliveryState.code === supplierState.code;

  const discounts = allocate(
    order.coupon_discount_paise + order.referral_discount_paise + order.prepaid_offer_paise,
    lines.map((l) => l.line_total_paise),
  );
  const invoiceLines = lines.map((l, i): InvoiceLine => {
    const total = l.line_total_paise - discounts[i];
    const taxable = Math.round((total * 100) / (100 + l.gst_rate));
    const tax = total - taxable;
    const cgst = intraState ? Math.round(tax / 2) : 0;
    return {
      description: `${l.product_name} (${l.size})`,
      hsn: l.hsn_code,
      quantity: l.quantity,
      unitPricePaise: l.unit_price_paise,
      discountPaise: discounts[i],
      taxablePaise: taxable,
      ratePercent: l.gst_rate,
      cgstPaise: cgst,
      sgstPaise: intraState ? tax - cgst : 0,
      igstPaise: intraState ? 0 : tax,
      totalPaise: total,
    };
  });
  const sum = (pick: (l: InvoiceLine) => number) => invoiceLines.reduce((a, l) => a + pick(l), 0);
  const totalPaise = sum((l) => l.totalPaise);
  const a = order.delivery_address;
  return {
    number: issued.number,
    issuedAt: issued.issuedAt,
    orderNumber: order.order_number,
    orderedAt: order.created_at,
    supplier: { name: env.INVOICE_SUPPLIER_NAME, address: env.INVOICE_SUPPLIER_ADDRESS, gstin: env.INVOICE_SUPPLIER_GSTIN, state: supplierState },
    recipient: { name: `${a.firstName} ${a.lastName}`, address: addressLine(a), phoneNumber: a.phoneNumber, state: deliveryState },
    intraState,
    lines: invoiceLines,
    totals: {
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      discountPaise: sum((l) => l.discountPaise),
      prepaidOfferPaise: order.prepaid_offer_paise,
      totalPaise,
    },
    paidSplit: cash.partPaidPaise > 0 ? { onlinePaise: cash.partPaidPaise, cashPaise: dueOnDelivery(cash) } : null,
    totalInWords: rupeesInWords(totalPaise),
  };
}

/** The invoice as a PDF file. */
export async function invoicePdf(db: Db, env: ApiEnv, customerId: string, orderNumber: string): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = await buildInvoice(db, env, customerId, orderNumber);
  return { filename: `invoice-${invoice.orderNumber}.pdf`, pdf: await renderInvoicePdf(invoice) };
}
