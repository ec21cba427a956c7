import { z, type ZodTypeAny } from "zod";

/**
 * The v1 envelope (docs/product.md#api-conventions). Success: `{ success: true, message, data }` with lists in `data.list`,
 * counts in `data.count` and cart extras in `data.extra`. Failure: `{ success: false, message, error }`.
 */
export const ok = <T>(data: T, message = "OK") => ({ success: true as const, message, data });

export const envelope = <T extends ZodTypeAny>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.object({ code: z.string(), fields: z.record(z.string()).optional() }),
});
type Failure = z.infer<typeof failureSchema>;

export const failure = (code: string, message: string, fields?: Record<string, string>): Failure => ({
  success: false,
  message,
  error: fields ? { code, fields } : { code },
});

/** The failure statuses every route may answer with, for the OpenAPI document. */
export const failureResponses = {
  400: failureSchema.describe("Invalid request: `error.fields` names each field and its message"),
  429: failureSchema.describe("Too many requests"),
  500: failureSchema.describe("Unexpected failure"),
  503: failureSchema.describe("The database cannot be reached right now: try again after `Retry-After` seconds"),
};
