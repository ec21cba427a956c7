import { z } from "zod";

/** What one reconciliation pass settled: payment attempts the gateway reported on, and refunds no longer pending. */
export const reconciliationSchema = z.object({
  payments: z.array(
    z.object({
      orderNumber: z.string(),
      paymentId: z.string().nullable(),
      outcome: z
        .enum(["paid", "refunded", "failed"])
        .describe("paid: the order is now paid; refunded: the order did not need it, so it is refunded; failed: the attempt failed"),
    }),
  ),
  refunds: z.array(z.object({ refundId: z.string(), orderNumber: z.string(), state: z.enum(["processed", "failed"]) })),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
