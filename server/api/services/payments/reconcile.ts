import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Reconciliation } from "@domain/payments/reconciliation";
import type { Db } from "../../db";
import { startPeriodicPass, type PeriodicOptions } from "../periodic";
import { reconcileRefunds } from "../orders/refunds";
import type { PaymentGateway } from "./gateway";
import { recordFailed, recordPaid } from "./payments";
import type { PayoutSender } from "./payouts";

/**
 * Reconciliation (docs/decisions/026-settlement-and-reconciliation.md): for payment attempts still
 * open 15 minutes after they began (the shopper never came back and no webhook came), asks the gateway
 * for the attempt's payments and settles them as the callback and the webhook do; then asks after
 * refunds still pending. Each attempt is claimed (checked_at, FOR UPDATE SKIP LOCKED) by one pass at
 * a time and asked about again at most every 15 minutes, for a week; settling itself is idempotent.
 */
export async function reconcileOnce(db: Db, gateway: PaymentGateway, payouts: PayoutSender, log?: FastifyBaseLogger): Promise<Reconciliation> {
  const { rows } = await sql<{ provider_order_id: string; order_number: string }>`
    update payment set checked_at = now()
    from customer_order
    where customer_order.id = payment.order_id and payment.id in (
      select id from payment
      where status = 'created' and provider = ${gateway.provider}
        and created_at < now() - interval '15 minutes' and created_at > now() - interval '7 days'
        and (checked_at is null or checked_at < now() - interval '15 minutes')
      order by created_at limit 100 for update skip locked
    )
    returning payment.provider_order_id, customer_order.order_number`.execute(db);

  const payments: Reconciliation["payments"] = [];
  for (const attempt of rows) {
    try {
      const reported = await gateway.fetchPayments(attempt.provider_order_id);
      const captured = reported.filter((p) => p.status === "captured");
      for (const p of captured) {
        const { outcome } = await recordPaid(db, attempt.provider_order_id, p.id, p.amountPaise);
        if (outcome !== "already-paid") payments.push({ orderNumber: attempt.order_number, paymentId: p.id, outcome });
      }
      const failed = reported.find((p) => p.status === "failed");
      if (!captured.length && failed && !reported.some((p) => p.status === "authorized")) {
        await recordFailed(db, attempt.provider_order_id, failed.errorDescription ?? "payment failed");
        payments.push({ orderNumber: attempt.order_number, paymentId: failed.id, outcome: "failed" });
      }
    } catch (error) {
      log?.warn({ err: error, providerOrderId: attempt.provider_order_id }, "reconciliation could not settle a payment attempt");
    }
  }
  return { payments, refunds: await reconcileRefunds(db, gateway, payouts, log) };
}

/** Reconciliation, once a period across every process that runs background work. */
export const startReconcileWorker = (db: Db, gateway: PaymentGateway, payouts: PayoutSender, options: PeriodicOptions) =>
  startPeriodicPass(
    db,
    "reconciliation",
    async () => {
      const settled = await reconcileOnce(db, gateway, payouts, options.log);
      if (settled.payments.length || settled.refunds.length) options.log.info({ settled }, "reconciliation settled payments or refunds");
    },
    options,
  );
