import type { CashAsk, RiskBand, RiskReasonCode } from "@domain/cod/risk";
import type { MessageKey } from "@domain/i18n/keys";

/** The console's words for a cash order's score (docs/product.md#cash-on-delivery-risk): each reason, band and ask. */
export const REASON_LABELS: Record<RiskReasonCode, MessageKey> = {
  areaReturns: "The area's returned share",
  pastReturns: "Each earlier cash order refused or returned",
  firstOrder: "A first order",
  orderValue: "The order's share of the area's cash limit",
  noLandmark: "No landmark",
  shortAddress: "A short address",
  farPromise: "Each day of the promise beyond 3",
};

export const BAND_LABELS: Record<RiskBand, MessageKey> = { low: "Low", medium: "Medium", high: "High" };

export const ASK_LABELS: Record<CashAsk, MessageKey> = {
  cash: "Cash as ever",
  confirm: "A one-tap confirmation",
  part: "A part payment now",
  prepaid: "Paying online only",
};
