import type { CashAsk, RiskReason, RiskReasonCode } from "./risk";

/**
 * What the shopper is told about a cash order's ask and why (docs/product.md#cash-on-delivery-risk): the
 * ask in one sentence, with the largest one or two reasons of its score in the shopper's words.
 */
const cashAskMessages = {
  part: "Pay {amount} now by UPI, the rest on delivery, because {reasons}.",
  confirm: "We will ask you to confirm this order with one tap, because {reasons}.",
  prepaid: "Cash on delivery is not available for this order because {reasons}. Please pay online.",
  both: "{first} and {second}",
  /** A score without a reason of a point (none reaches medium without one): never expected, still a sentence. */
  noReason: "of this order's details",
} as const;

/** Each reason of a score in the shopper's words, to follow "because". */
const riskReasonMessages: Record<RiskReasonCode, string> = {
  areaReturns: "many cash orders to this area come back",
  pastReturns: "an earlier cash order was not taken at the door",
  firstOrder: "this is your first order",
  orderValue: "the order is large for cash on delivery here",
  noLandmark: "the address has no landmark",
  shortAddress: "the address is short",
  farPromise: "the delivery is several days away",
};

/** How many of a score's reasons the shopper is told: its largest. */
export const SHOPPER_REASONS = 2;

/** A message and its params, where a param may itself be a message (translated first). */
type Words = { template: string; params?: Record<string, string | Words> };

/** The reasons a shopper is told, as words: the largest one, or the largest two joined (reasons come largest first). */
export function reasonWords(reasons: readonly Pick<RiskReason, "code">[]): Words {
  const [first, second] = reasons.slice(0, SHOPPER_REASONS).map((reason) => ({ template: riskReasonMessages[reason.code] }));
  if (!first) return { template: cashAskMessages.noReason };
  return second ? { template: cashAskMessages.both, params: { first, second } } : first;
}

/** What a cash order's ask tells the shopper, or null when cash is taken as ever (low risk). `amount` is the part payment, as shown. */
export function askWords(ask: CashAsk, reasons: readonly Pick<RiskReason, "code">[], amount = ""): Words | null {
  if (ask === "cash") return null;
  return { template: cashAskMessages[ask], params: { reasons: reasonWords(reasons), amount } };
}

/** Words in a language, given its translator of a message and plain params. */
export function sayWords(text: (message: string, params?: Record<string, string>) => string, words: Words): string {
  const params = Object.fromEntries(
    Object.entries(words.params ?? {}).map(([name, value]) => [name, typeof value === "string" ? value : sayWords(text, value)]),
  );
  return text(words.template, params);
}
