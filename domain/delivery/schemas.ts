import { z } from "zod";
import { pincodeField } from "../location/schemas";
import { dayNumberOf } from "../shared/dates";
import { requiredText } from "../shared/fields";
import { cutoffMinuteOf, MAX_DELIVERY_DAYS, WEEKDAY_NAMES } from "./promise";

/** The promise for a pincode as the API answers it (docs/decisions/024). */
export const deliveryPromiseSchema = z.object({
  pincode: z.string(),
  deliverable: z.boolean().describe("False for a pincode we do not deliver to: no days and no cash"),
  from: z.string().nullable().describe("The first day it may arrive, India's calendar (YYYY-MM-DD)"),
  to: z.string().nullable().describe("The last day it may arrive"),
  cutoffAt: z.string().nullable().describe("Order before this moment for these days; null once today's cut-off has passed"),
  cash: z.object({
    available: z.boolean(),
    refusal: z.enum(["pincode", "amount"]).nullable().describe("Why not: the area takes no cash, or the order is above its limit"),
    limit: z.number().nullable().describe("The largest order paid in cash there, in rupees; null for no limit"),
  }),
});
export type DeliveryPromise = z.infer<typeof deliveryPromiseSchema>;

/** An area's promise as operators see and set it. */
export const areaDeliverySchema = z.object({
  code: z.string(),
  city: z.string(),
  areaName: z.string(),
  active: z.boolean(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  cutoff: z.string().describe("The day's order cut-off in India, HH:MM"),
  closedWeekdays: z.array(z.enum(WEEKDAY_NAMES)),
  closedDates: z.array(z.string()),
  cod: z.boolean(),
  codMax: z.number().nullable().describe("Rupees; null for no limit"),
});

/** A holiday: a real calendar day, YYYY-MM-DD. */
const holiday = z.string().refine((text) => dayNumberOf(text) !== null, "A date is YYYY-MM-DD, like 2026-12-25");

const DAYS_MESSAGE = "Days must be a whole number from 0 to 30";
/** A number of days, as JSON sends it (the console's form sends text, which its form library makes a number first). */
const days = z
  .number({ required_error: DAYS_MESSAGE, invalid_type_error: DAYS_MESSAGE })
  .int(DAYS_MESSAGE)
  .min(0, DAYS_MESSAGE)
  .max(MAX_DELIVERY_DAYS, DAYS_MESSAGE);

/** An operator's change to an area: only the fields given change. */
export const areaSettingsSchema = z
  .object({
    pincode: pincodeField,
    minDays: days.optional(),
    maxDays: days.optional(),
    cutoff: z
      .string()
      .refine((text) => cutoffMinuteOf(text) !== null, "The cut-off is a time of day, HH:MM from 00:00 to 23:59")
      .optional(),
    closedWeekdays: z
      .array(z.enum(WEEKDAY_NAMES, { errorMap: () => ({ message: "Closed days are weekdays: sun, mon, tue, wed, thu, fri, sat" }) }))
      // A weekday named twice is closed once.
      .transform((names) => [...new Set(names)])
      .refine((names) => names.length < WEEKDAY_NAMES.length, "At least one weekday must have delivery")
      .optional(),
    closedDates: z.array(holiday).max(100, "At most 100 dates").optional(),
    cod: z.boolean().optional(),
    codMax: z
      .number({ invalid_type_error: "The cash limit is 0 rupees or more" })
      .min(0, "The cash limit is 0 rupees or more")
      .max(10_000_000)
      .multipleOf(0.01, "The cash limit is in rupees and paise, like 3000 or 2999.50")
      .nullable()
      .optional(),
    active: z.boolean({ invalid_type_error: "active is true or false" }).optional().describe("False: the pincode is no longer served"),
  })
  .refine((s) => s.minDays === undefined || s.maxDays === undefined || s.minDays <= s.maxDays, {
    message: "The fewest days must not be more than the most",
    path: ["maxDays"],
  });
export type AreaSettings = z.infer<typeof areaSettingsSchema>;

/** A new area the shop serves, by its pincode; its promise starts at the shop's defaults (docs/decisions/024). */
export const newAreaSchema = z.object({
  code: pincodeField,
  city: requiredText("Please enter the city", 60),
  areaName: requiredText("Please enter the area's name", 80),
  state: requiredText("Please enter the state", 60),
});
export type NewArea = z.infer<typeof newAreaSchema>;
