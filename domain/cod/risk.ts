/**
 * Cash on delivery that comes back (docs/product.md#cash-on-delivery-risk). Every cash order is scored
 * when it is placed, from facts the shop holds, and the score's band decides what the shopper is asked:
 * nothing (low), a one-tap confirmation (medium), a part payment now or paying online (high). The score
 * is a sum of points, each with its reason, so an operator can read why; the weights and the bands are
 * the owner's settings. A rule, not a trained model: docs/decisions/039-cash-on-delivery-risk.md.
 */

/** What a courier (or an operator) says happened to a delivery. */
export const DELIVERY_OUTCOMES = ["delivered", "refused", "unreachable", "address-not-found", "rescheduled", "returned-to-origin"] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** Outcomes that mean the shopper did not take the parcel: their own history counts these against a cash order. */
export const REFUSED_OUTCOMES: readonly DeliveryOutcome[] = ["refused", "returned-to-origin"];

export const RISK_BANDS = ["low", "medium", "high"] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** What a cash order's band asks of the shopper. */
export const CASH_ASKS = ["cash", "confirm", "part", "prepaid"] as const;
export type CashAsk = (typeof CASH_ASKS)[number];

/** The reasons a score is made of, each with its weight in the settings. */
export const RISK_REASONS = ["areaReturns", "pastReturns", "firstOrder", "orderValue", "noLandmark", "shortAddress", "farPromise"] as const;
export type RiskReasonCode = (typeof RISK_REASONS)[number];

export type RiskWeights = Record<RiskReasonCode, number>;

export type CodSettings = {
  /** Points per reason; see `scoreCashOrder` for what one unit of each means. */
  weights: RiskWeights;
  /** A score from this is medium, from `highFrom` high; 0 to 100, mediumFrom below highFrom. */
  mediumFrom: number;
  highFrom: number;
  /** Hours a medium order waits for the shopper's confirmation before it is cancelled. */
  confirmHours: number;
  /** What a high score asks: a part payment now (the rest in cash), or the whole online. */
  highAsk: "part" | "prepaid";
  /** The part payment: a fixed amount in paise, or a share of the order in percent (whichever is set, not both). */
  partPaise: number | null;
  partPercent: number | null;
  /** Taken off an order paid online (0: no offer), in paise. */
  prepaidOfferPaise: number;
};

export const DEFAULT_COD_SETTINGS: CodSettings = {
  weights: { areaReturns: 100, pastReturns: 30, firstOrder: 10, orderValue: 20, noLandmark: 8, shortAddress: 12, farPromise: 4 },
  mediumFrom: 30,
  highFrom: 60,
  confirmHours: 24,
  highAsk: "part",
  partPaise: 4900,
  partPercent: null,
  prepaidOfferPaise: 2000,
};

/** Limits of the settings, for the form and its checks. */
export const COD_LIMITS = {
  weight: { min: 0, max: 200 },
  score: { min: 1, max: 100 },
  confirmHours: { min: 1, max: 72 },
  partPaise: { min: 100, max: 100_000 },
  partPercent: { min: 1, max: 90 },
  prepaidOfferPaise: { min: 0, max: 50_000 },
} as const;

/** The rate of an area's cash orders that came back, over the orders whose delivery ended. */
export type ReturnRate = { ended: number; returned: number };

/** The facts a cash order is scored on, all read when it is placed. */
export type RiskFacts = {
  /** Cash orders to the pincode and to its city whose delivery ended in the last RATE_DAYS days. */
  pincode: ReturnRate;
  city: ReturnRate;
  /** The shopper's earlier orders: all of them, and their cash ones refused or returned. */
  earlierOrders: number;
  earlierReturns: number;
  totalPaise: number;
  /** The area's limit for a cash order; null for none. */
  cashLimitPaise: number | null;
  address: { landmark: string; lines: string[] };
  /** Days from the order to the last promised day. */
  promiseDays: number;
};

/** How far back the area's return rate looks. */
export const RATE_DAYS = 90;
/** An area's rate counts once this many of its cash orders have ended; below it, the city's is used. */
const RATE_MIN_ORDERS = 10;
/** A shopper's refused orders counted at most this many times. */
const MAX_PAST_RETURNS = 3;
/** An address whose lines hold fewer letters and digits than this is too short to find. */
const SHORT_ADDRESS_CHARS = 25;
/** A promise this many days away is usual; each day beyond adds `farPromise` points. */
const USUAL_PROMISE_DAYS = 3;

/** One reason in a score: its code, its points and the figures it was read from (for the words). */
export type RiskReason = { code: RiskReasonCode; points: number; facts: Record<string, number | string> };
export type RiskScore = { score: number; band: RiskBand; reasons: RiskReason[] };

const rate = ({ ended, returned }: ReturnRate) => (ended === 0 ? 0 : returned / ended);

/** Letters (with their vowel signs) and digits in an address's lines: what a courier has to find the door by. */
export const addressChars = (lines: string[]) => lines.join("").replace(/[^\p{L}\p{M}\p{N}]/gu, "").length;

/** The address-quality reasons: no landmark, too short. */
function addressReasons(facts: RiskFacts, weights: RiskWeights): RiskReason[] {
  const reasons: RiskReason[] = [];
  if (facts.address.landmark.trim() === "") reasons.push({ code: "noLandmark", points: weights.noLandmark, facts: {} });
  const chars = addressChars(facts.address.lines);
  if (chars < SHORT_ADDRESS_CHARS) reasons.push({ code: "shortAddress", points: weights.shortAddress, facts: { chars } });
  return reasons;
}

/**
 * The score of a cash order, 0 to 100, and its reasons (those worth a point or more, largest first):
 * - areaReturns: the share of the area's cash orders that came back (the pincode's once it has
 *   RATE_MIN_ORDERS ended, else the city's), times the weight;
 * - pastReturns: the weight for each of the shopper's cash orders refused or returned (at most 3);
 * - firstOrder: the weight, for a shopper without an earlier order;
 * - orderValue: the order's share of the area's cash limit, times the weight (none without a limit);
 * - noLandmark, shortAddress: the weight each;
 * - farPromise: the weight for each day the promise is beyond the usual 3.
 */
export function scoreCashOrder(facts: RiskFacts, settings: CodSettings): RiskScore {
  const { weights } = settings;
  const area = facts.pincode.ended >= RATE_MIN_ORDERS ? { where: "pincode", ...facts.pincode } : { where: "city", ...facts.city };
  const reasons: RiskReason[] = [
    {
      code: "areaReturns",
      points: area.ended >= RATE_MIN_ORDERS ? weights.areaReturns * rate(area) : 0,
      facts: { where: area.where, percent: Math.round(rate(area) * 100), ended: area.ended },
    },
    {
      code: "pastReturns",
      points: weights.pastReturns * Math.min(facts.earlierReturns, MAX_PAST_RETURNS),
      facts: { returns: facts.earlierReturns },
    },
    { code: "firstOrder", points: facts.earlierOrders === 0 ? weights.firstOrder : 0, facts: {} },
    {
      code: "orderValue",
      points: facts.cashLimitPaise ? weights.orderValue * Math.min(1, facts.totalPaise / facts.cashLimitPaise) : 0,
      facts: { percent: facts.cashLimitPaise ? Math.round((facts.totalPaise / facts.cashLimitPaise) * 100) : 0 },
    },
    ...addressReasons(facts, weights),
    {
      code: "farPromise",
      points: weights.farPromise * Math.max(0, facts.promiseDays - USUAL_PROMISE_DAYS),
      facts: { days: facts.promiseDays },
    },
  ];
  const counted = reasons
    .map((reason) => ({ ...reason, points: Math.round(reason.points) }))
    .filter((reason) => reason.points >= 1)
    .sort((a, b) => b.points - a.points);
  const score = Math.min(
    100,
    counted.reduce((sum, reason) => sum + reason.points, 0),
  );
  return { score, band: bandOf(score, settings), reasons: counted };
}

/** The band a score falls in: medium from `mediumFrom`, high from `highFrom`. */
export const bandOf = (score: number, { mediumFrom, highFrom }: Pick<CodSettings, "mediumFrom" | "highFrom">): RiskBand =>
  score >= highFrom ? "high" : score >= mediumFrom ? "medium" : "low";

/** What a band asks of the shopper who pays in cash. */
export const askOf = (band: RiskBand, settings: Pick<CodSettings, "highAsk">): CashAsk =>
  band === "low" ? "cash" : band === "medium" ? "confirm" : settings.highAsk;

/**
 * The part payment asked now of an order of `totalPaise`: the set amount or share (rounded up to the
 * rupee), never the whole order (a part payment of the whole is paying online) nor less than ₹1.
 */
export function partPaymentPaise(totalPaise: number, settings: Pick<CodSettings, "partPaise" | "partPercent">): number {
  const asked = settings.partPercent !== null ? Math.ceil((totalPaise * settings.partPercent) / 100 / 100) * 100 : (settings.partPaise ?? 0);
  return Math.max(100, Math.min(asked, totalPaise - 100));
}

/** The amount of an order paid online with the prepaid offer taken off (never below ₹1). */
export const withPrepaidOffer = (totalPaise: number, settings: Pick<CodSettings, "prepaidOfferPaise">) =>
  Math.max(100, totalPaise - settings.prepaidOfferPaise);
