import { z } from "zod";
import { normalizePhone } from "./phone";

/** Field schemas more than one feature uses, with their messages. */
const phoneMessages = { required: "Please enter phone number.", length: "Should not be less than 10 digits." } as const;

/** Text cleaning (docs/product.md#forms-and-validation): quote characters are removed. */
export const cleanText = (value: string) => value.replace(/["'`]/g, "").trim();

/** A required line of text with one message for missing or blank, and a sane length. */
export const requiredText = (message: string, max = 100) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .transform(cleanText)
    .pipe(z.string().min(1, message).max(max, `Please keep this under ${max} characters`));

/** A +91 mobile number as typed ('91 98765 43210', '+91-98765-43210'...), normalised to ten digits. */
export const phoneField = z
  .string({ required_error: phoneMessages.required, invalid_type_error: phoneMessages.required })
  .trim()
  .min(1, phoneMessages.required)
  .transform((value) => normalizePhone(value))
  .pipe(z.string().regex(/^\d{10}$/, phoneMessages.length));

/** A list's page number, from 1 (a query's text coerced); the first page when none is asked for. */
export const pageField = z.coerce
  .number({ invalid_type_error: "page is a number" })
  .int("page is a number")
  .min(1, "page is at least 1")
  .max(10_000)
  .default(1);

const AS_OF_MESSAGE = "asOf is a day (2027-01-15) or a moment (2027-01-15T10:30:00+05:30)";

/**
 * The moment an operator (or a test) runs a periodic pass as of: a day of India's calendar (each pass
 * says which hour of it), or an ISO moment with its offset; none is now.
 */
export const passMomentSchema = z
  .object({
    asOf: z
      .string({ invalid_type_error: AS_OF_MESSAGE })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, AS_OF_MESSAGE)
      .refine((value) => !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00+05:30` : value)), AS_OF_MESSAGE)
      .optional(),
  })
  .optional();
