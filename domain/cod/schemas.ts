import { z } from "zod";
import { CASH_ASKS, COD_LIMITS, RISK_BANDS, RISK_REASONS, type CodSettings } from "./risk";
import { orderNumberField } from "../orders/schemas";
import { paiseToRupees, rupeesToPaise } from "../shared/money";

/**
 * The v1 shapes of cash on delivery's ladder (docs/product.md#cash-on-delivery-risk): what a cash order
 * would be asked at the payment step, its confirmation, and the owner's settings with their limits.
 */

const { weight, score, confirmHours, partPaise, partPercent, prepaidOfferPaise } = COD_LIMITS;

/** The messages of the settings form, each under its field; their figures are COD_LIMITS'. */
const codSettingsMessages = {
  weight: "A weight is a whole number from 0 to 200",
  score: "A threshold is a whole number from 1 to 100",
  order: "Medium must start below high",
  confirmHours: "Hours to confirm are a whole number from 1 to 72",
  highAsk: "Please choose what a high score asks",
  partAmount: "The part payment is from ₹1 to ₹1,000",
  partPercent: "The share is a whole number from 1 to 90 %",
  partOne: "Please give either an amount or a share, not both",
  prepaidOffer: "The prepaid offer is from ₹0 to ₹500",
} as const;

/** A whole number in a range, typed in a form (blank is missing) or sent as a number. */
const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    z.number({ required_error: message, invalid_type_error: message }).int(message).min(min, message).max(max, message),
  );
/** Rupees in a range (whole paise), or blank for none. */
const rupeesOrNone = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : typeof value === "string" ? Number(value) : value),
    z.number({ invalid_type_error: message }).min(min, message).max(max, message).multipleOf(0.01, message).nullable(),
  );
const wholeOrNone = (min: number, max: number, message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), whole(min, max, message).nullable());

/**
 * The owner's settings as a form or a client sends them: money in rupees. Exactly one of the part
 * payment's amount and share; medium below high. Refusals name their field.
 */
export const codSettingsSchema = z
  .object({
    weights: z.object(
      Object.fromEntries(RISK_REASONS.map((code) => [code, whole(weight.min, weight.max, codSettingsMessages.weight)])) as Record<
        (typeof RISK_REASONS)[number],
        ReturnType<typeof whole>
      >,
    ),
    mediumFrom: whole(score.min, score.max, codSettingsMessages.score),
    highFrom: whole(score.min, score.max, codSettingsMessages.score),
    confirmHours: whole(confirmHours.min, confirmHours.max, codSettingsMessages.confirmHours),
    highAsk: z.enum(["part", "prepaid"], { errorMap: () => ({ message: codSettingsMessages.highAsk }) }),
    partAmount: rupeesOrNone(paiseToRupees(partPaise.min), paiseToRupees(partPaise.max), codSettingsMessages.partAmount),
    partPercent: wholeOrNone(partPercent.min, partPercent.max, codSettingsMessages.partPercent),
    prepaidOffer: rupeesOrNone(paiseToRupees(prepaidOfferPaise.min), paiseToRupees(prepaidOfferPaise.max), codSettingsMessages.prepaidOffer).transform(
      (value) => value ?? 0,
    ),
  })
  .superRefine((settings, context) => {
    if (settings.mediumFrom >= settings.highFrom) context.addIssue({ code: "custom", path: ["highFrom"], message: codSettingsMessages.order });
    if ((settings.partAmount === null) === (settings.partPercent === null)) {
      context.addIssue({ code: "custom", path: ["partAmount"], message: codSettingsMessages.partOne });
    }
  });

/** The settings as the API answers them: money in rupees. */
export const codSettingsView = z.object({
  weights: z.object(Object.fromEntries(RISK_REASONS.map((code) => [code, z.number().int()])) as Record<(typeof RISK_REASONS)[number], z.ZodNumber>),
  mediumFrom: z.number().int(),
  highFrom: z.number().int(),
  confirmHours: z.number().int(),
  highAsk: z.enum(["part", "prepaid"]),
  partAmount: z.number().nullable(),
  partPercent: z.number().int().nullable(),
  prepaidOffer: z.number(),
});
export type CodSettingsView = z.infer<typeof codSettingsView>;

export const toSettingsView = (settings: CodSettings): CodSettingsView => ({
  weights: settings.weights,
  mediumFrom: settings.mediumFrom,
  highFrom: settings.highFrom,
  confirmHours: settings.confirmHours,
  highAsk: settings.highAsk,
  partAmount: settings.partPaise === null ? null : paiseToRupees(settings.partPaise),
  partPercent: settings.partPercent,
  prepaidOffer: paiseToRupees(settings.prepaidOfferPaise),
});

export const fromSettingsInput = (input: z.output<typeof codSettingsSchema>): CodSettings => ({
  weights: input.weights as CodSettings["weights"],
  mediumFrom: input.mediumFrom,
  highFrom: input.highFrom,
  confirmHours: input.confirmHours,
  highAsk: input.highAsk,
  partPaise: input.partAmount === null ? null : rupeesToPaise(input.partAmount),
  partPercent: input.partPercent,
  prepaidOfferPaise: rupeesToPaise(input.prepaidOffer),
});

const reasonSchema = z.object({ code: z.enum(RISK_REASONS), points: z.number().int(), facts: z.record(z.union([z.string(), z.number()])) });

/** What paying in cash would ask of this checkout (the payment step's preview; placing the order scores it again). */
export const cashAskSchema = z.object({
  band: z.enum(RISK_BANDS),
  ask: z.enum(CASH_ASKS).describe("cash: as ever; confirm: a one-tap confirmation; part: a part payment now; prepaid: no cash"),
  partAmount: z.number().nullable().describe("The part payment asked now, in rupees, when ask is part"),
  confirmHours: z.number().int().describe("Hours the shopper has to confirm (or pay the part) before the order is cancelled"),
  reasons: z.array(reasonSchema.pick({ code: true, facts: true })).describe("The largest one or two reasons, largest first"),
});

export const cashAskQuery = z.object({
  addressId: z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose a delivery address"),
  amount: z.coerce.number({ invalid_type_error: "amount is a number of rupees" }).min(0, "amount is a number of rupees").max(10_000_000),
  promisedTo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "promisedTo is a day, 2026-12-31")
    .optional(),
});

export const confirmOrderSchema = z.object({ orderId: orderNumberField });
export const confirmByLinkSchema = z.object({
  orderId: orderNumberField,
  token: z.string().regex(/^[0-9]{1,12}\.[0-9a-f]{32}$/, "This confirmation link is not valid."),
});
export const confirmationResult = z.object({
  orderId: z.string(),
  state: z.enum(["confirmed", "already-confirmed"]),
});
/** What a confirmation link's page shows before the tap. */
export const confirmationLinkView = z.object({ orderId: z.string(), state: z.enum(["awaiting", "confirmed", "cancelled"]) });
