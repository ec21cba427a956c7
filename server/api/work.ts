import type { FastifyBaseLogger } from "fastify";
import { tracedAdapter } from "../tracing";
import { watchJob } from "./metrics";
import type { Db } from "./db";
import type { ApiEnv } from "./env";
import { channelDeliveries } from "./services/notifications/channels/deliver";
import { createPushSender } from "./services/notifications/push";
import { pushNotifications } from "./services/notifications/push/deliver";
import type { PushSender } from "./services/notifications/push/sender";
import { createSmsSender } from "./services/notifications/sms";
import { createWhatsappSender } from "./services/notifications/whatsapp";
import { refundWork } from "./services/orders/refunds";
import { purgeDoneOutbox, startOutboxWorker, watchedHandlers } from "./services/outbox";
import { startPeriodicPass } from "./services/periodic";
import { createPaymentGateway } from "./services/payments/gateway";
import { createPayoutSender } from "./services/payments/payouts";
import { startReconcileWorker } from "./services/payments/reconcile";
import { webhookWork } from "./services/payments/webhooks";
import { startReminderWorker } from "./services/refills/refill-reminders";
import { createCourier } from "./services/delivery/couriers";
import { startSubscriptionWorker } from "./services/subscriptions/scheduler";
import { startCashExpiryWorker } from "./services/cod/confirmations";
import { revokeMandateWork } from "./services/subscriptions/subscriptions";

/** The adapters to the outside world, built once per process from its settings, each call traced; the API's routes and the background work share them. */
export async function createAdapters(env: ApiEnv, db: Db, log: FastifyBaseLogger, push?: PushSender) {
  const gateway = createPaymentGateway(env, db);
  return {
    sms: tracedAdapter(`sms ${env.SMS_PROVIDER}`, createSmsSender(env, log), ["sendOtp", "sendNotice"]),
    whatsapp: tracedAdapter(`whatsapp ${env.WHATSAPP_ADAPTER}`, createWhatsappSender(env, db, log), ["sendTemplate"]),
    gateway: tracedAdapter(`gateway ${gateway.provider}`, gateway, ["createOrder", "checkoutFields", "fetchPayments", "refund", "fetchRefund"]),
    payouts: tracedAdapter("payouts", createPayoutSender(env, db), ["pay", "fetch"]),
    push: tracedAdapter("push", push ?? (await createPushSender(env, log)), ["send"]),
    courier: createCourier(env, db, log),
  };
}
type Adapters = Awaited<ReturnType<typeof createAdapters>>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The background work (docs/operations.md#background-work): the outbox's work for the outside world
 * (gateway refunds, payouts, pushes, SMS and WhatsApp, the local adapters' webhooks) and webhook events,
 * handled after commit; and the periodic passes: reconciliation, refill reminders, subscriptions, unconfirmed cash orders and the daily purge
 * of done outbox rows. It runs in `npm run worker`, or inside the API process on the embedded
 * database. Any number of processes may run it at once: each outbox row is claimed by one, each
 * periodic pass by one a period. Each job runs as a trace of its own and is counted
 * (server/api/metrics.ts).
 */
export function startBackgroundWork(db: Db, env: ApiEnv, { sms, whatsapp, gateway, payouts, push, courier }: Adapters, log: FastifyBaseLogger) {
  const handlers = watchedHandlers(
    {
      ...refundWork(db, gateway, payouts),
      ...webhookWork(db),
      ...revokeMandateWork(db, gateway),
      ...gateway.work,
      ...payouts.work,
      ...pushNotifications(db, push),
      ...channelDeliveries(db, env, sms, whatsapp),
    },
    watchJob,
  );
  const loops = [
    startOutboxWorker(db, handlers, { pollMs: env.OUTBOX_POLL_MS, log }),
    startReconcileWorker(db, gateway, payouts, { periodMs: env.RECONCILE_INTERVAL_MS, log, watch: watchJob }),
    startReminderWorker(db, { periodMs: env.REFILL_REMINDER_INTERVAL_MS, log, watch: watchJob }),
    startSubscriptionWorker(db, gateway, courier, { periodMs: env.SUBSCRIPTION_INTERVAL_MS, log, watch: watchJob }),
    startCashExpiryWorker(db, { periodMs: env.COD_EXPIRY_INTERVAL_MS, log, watch: watchJob }),
    startPeriodicPass(
      db,
      "outbox purge",
      async () => {
        const purged = await purgeDoneOutbox(db);
        if (purged) log.info({ purged }, "done outbox rows purged");
      },
      { periodMs: DAY_MS, log, watch: watchJob },
    ),
  ];
  return {
    /** Stops looking for work and waits for the passes under way to end. */
    stop: async () => {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
