import { sql } from "kysely";
import { askOf, partPaymentPaise, scoreCashOrder, type CashAsk, type CodSettings, type RiskScore } from "@domain/cod/risk";
import { askWords, SHOPPER_REASONS } from "@domain/cod/words";
import { fromSettingsInput, toSettingsView, type CodSettingsView } from "@domain/cod/schemas";
import type { codSettingsSchema } from "@domain/cod/schemas";
import { dayNumberOf, indiaDayNumber } from "@domain/shared/dates";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import type { z } from "zod";
import type { Db } from "../../db";
import { DomainError } from "../errors";
import { audit, type Actor } from "../operators/audit";
import { codSettings, riskFacts } from "./risk-facts";

/**
 * The ladder of a cash order (docs/product.md#cash-on-delivery-risk): its score when it is placed and
 * what that asks (nothing, a one-tap confirmation, a part payment now, or paying online), the same
 * preview at the payment step, and the owner's settings.
 */

/** Asks that wait for the shopper (a tap, or the part payment) before the order may be accepted, and expire. */
export const WAITING_ASKS: readonly CashAsk[] = ["confirm", "part"];

/** An address as a cash order is scored on it. */
type ScoredAddress = { pincode: string; apartment: string; street: string; street_address2: string; landmark: string };

/** Days from `now` (in India) to the last promised day. */
const daysTo = (promisedTo: string | null | undefined, now: Date) => {
  const day = promisedTo ? dayNumberOf(promisedTo) : null;
  return day === null ? 0 : Math.max(0, day - indiaDayNumber(now));
};

async function scoreOf(db: Db, customerId: string, address: ScoredAddress, totalPaise: number, promisedTo: string | null | undefined, now: Date) {
  const order = {
    totalPaise,
    address: { landmark: address.landmark, lines: [address.apartment, address.street, address.street_address2] },
    promiseDays: daysTo(promisedTo, now),
  };
  const [settings, facts] = await Promise.all([codSettings(db), riskFacts(db, customerId, address.pincode, order, now)]);
  const scored = scoreCashOrder(facts, settings);
  return { settings, scored, ask: askOf(scored.band, settings) };
}

/** The words of a refusal of cash: "…because {reasons}. Please pay online." */
const refusalOf = (scored: RiskScore) => {
  const words = askWords("prepaid", scored.reasons)!;
  return new DomainError("conflict", "cash_refused_risk", words.template, undefined, words.params);
};

export type Ladder = { scored: RiskScore; ask: CashAsk; partPaise: number | null; confirmHours: number };

/**
 * Scores a cash order inside its placement's transaction and says what it asks; refuses cash (409
 * cash_refused_risk, nothing placed) when the answer is to pay online. A subscription's delivery
 * (`confirmed`) has its own confirmation: it is scored, and asked nothing.
 */
export async function ladderAtPlacement(
  trx: Db,
  customerId: string,
  order: { address: ScoredAddress; totalPaise: number; promisedTo: string | null; confirmed: boolean },
  now = new Date(),
): Promise<Ladder> {
  const { settings, scored, ask } = await scoreOf(trx, customerId, order.address, order.totalPaise, order.promisedTo, now);
  if (order.confirmed) return { scored, ask: "cash", partPaise: null, confirmHours: settings.confirmHours };
  if (ask === "prepaid") throw refusalOf(scored);
  return { scored, ask, partPaise: ask === "part" ? partPaymentPaise(order.totalPaise, settings) : null, confirmHours: settings.confirmHours };
}

/** Keeps an order's score, its reasons and what it asked, with the deadline of an ask that waits. */
export async function storeLadder(trx: Db, orderId: string, ladder: Ladder) {
  const waits = WAITING_ASKS.includes(ladder.ask);
  const row = await trx
    .insertInto("order_cod_risk")
    .values({
      order_id: orderId,
      score: ladder.scored.score,
      band: ladder.scored.band,
      reasons: JSON.stringify(ladder.scored.reasons),
      ask: ladder.ask,
      part_paise: ladder.partPaise,
      confirm_by: waits ? sql<Date>`now() + make_interval(hours => ${ladder.confirmHours})` : null,
    })
    .returning("confirm_by")
    .executeTakeFirstOrThrow();
  return row.confirm_by;
}

/**
 * What paying a checkout in cash would ask, for the payment step: the customer's address, the
 * amount and the last promised day the page shows. One round of reads (the address, the settings and
 * the facts' one query); the placement scores it again from its own.
 */
export async function cashAskPreview(db: Db, customerId: string, input: { addressId: string; amount: number; promisedTo?: string }, now = new Date()) {
  const address = await db
    .selectFrom("customer_address")
    .select(["pincode", "apartment", "street", "street_address2", "landmark"])
    .where("customer_id", "=", customerId)
    .where("id", "=", input.addressId)
    .executeTakeFirst();
  if (!address) throw new DomainError("not_found", "address_not_found", "Please choose a delivery address.");
  const totalPaise = rupeesToPaise(input.amount);
  const { settings, scored, ask } = await scoreOf(db, customerId, address, totalPaise, input.promisedTo, now);
  return {
    band: scored.band,
    ask,
    partAmount: ask === "part" ? paiseToRupees(partPaymentPaise(totalPaise, settings)) : null,
    confirmHours: settings.confirmHours,
    reasons: scored.reasons.slice(0, SHOPPER_REASONS).map(({ code, facts }) => ({ code, facts })),
  };
}

/** Whether an order waits for the shopper's confirmation or part payment (and so cannot be accepted yet). */
export async function awaitingConfirmation(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom("order_cod_risk")
    .select("order_id")
    .where("order_id", "=", orderId)
    .where("ask", "in", WAITING_ASKS)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The SQL of "this order waits for its shopper", for lists. */
export const awaitingSql = sql<boolean>`exists (select 1 from order_cod_risk r where r.order_id = customer_order.id
  and r.ask in ('confirm', 'part') and r.confirmed_at is null)`;

/** What an order's ladder asked, as its pages show it; null for one that asked nothing (cash as ever, paid online, or from before). */
export async function cashConfirmationOf(db: Db, orderId: string) {
  const row = await db.selectFrom("order_cod_risk").selectAll().where("order_id", "=", orderId).where("ask", "!=", "cash").executeTakeFirst();
  if (!row) return null;
  return {
    ask: row.ask,
    awaiting: WAITING_ASKS.includes(row.ask) && row.confirmed_at === null,
    confirmBy: row.confirm_by?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    partAmount: row.part_paise === null ? null : paiseToRupees(row.part_paise),
  };
}

/** An order's score as operators read it: the points of each reason, what it asked and how it was confirmed; null for an order not scored. */
export async function cashRiskOf(db: Db, orderId: string) {
  const row = await db.selectFrom("order_cod_risk").selectAll().where("order_id", "=", orderId).executeTakeFirst();
  if (!row) return null;
  return {
    score: row.score,
    band: row.band,
    ask: row.ask,
    reasons: row.reasons.map(({ code, points }) => ({ code, points })),
    confirmBy: row.confirm_by?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    confirmedVia: row.confirmed_via,
  };
}

/** The part payment as the order-placed message says it. */
export const partAmountText = (partPaise: number) => formatRupees(paiseToRupees(partPaise));

/** The owner's settings, as the console shows them. */
export const getSettingsView = async (db: Db): Promise<CodSettingsView> => toSettingsView(await codSettings(db));

/** The owner changes the settings, all at once, audited with what they were (the row locked, so two changes take turns). */
export async function setSettings(db: Db, actor: Actor, input: z.output<typeof codSettingsSchema>): Promise<CodSettingsView> {
  const next: CodSettings = fromSettingsInput(input);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("cod_setting").select("id").forUpdate().executeTakeFirstOrThrow();
    const before = await codSettings(trx);
    await trx
      .updateTable("cod_setting")
      .set({
        weights: JSON.stringify(next.weights),
        medium_from: next.mediumFrom,
        high_from: next.highFrom,
        confirm_hours: next.confirmHours,
        high_ask: next.highAsk,
        part_paise: next.partPaise,
        part_percent: next.partPercent,
        prepaid_offer_paise: next.prepaidOfferPaise,
        updated_at: new Date(),
      })
      .execute();
    await audit(trx, actor, { action: "cod.settings", entityType: "setting", entityId: "cod", before, after: next });
    return toSettingsView(next);
  });
}
