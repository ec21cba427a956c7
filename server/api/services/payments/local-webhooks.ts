import { randomBytes } from "node:crypto";
import type { Db } from "../../db";
import { enqueue, type OutboxHandler } from "../outbox";
import { hmacSha256 } from "../secrets";

const TIMEOUT_MS = 15_000;

/**
 * The local adapters' webhooks: the local test gateway and the local payout adapter tell the shop what
 * they did as Razorpay and RazorpayX do, by POSTing each event (`{entity: "event", event, contains,
 * payload, created_at}`) to the shop's webhook URL, signed with the webhook secret
 * (`X-Razorpay-Signature`: HMAC-SHA256 hex of the raw body) under its own `X-Razorpay-Event-Id`. An
 * event is queued in the outbox in the transaction that made what it tells of and sent after commit,
 * so the call that made it never waits for the shop, and it is sent again until the shop answers 2xx:
 * a repeat carries the same event id, which the shop takes in once.
 */
export function localWebhooks(config: { kind: string; url: string; secret: string }) {
  const work: Record<string, OutboxHandler> = {
    [config.kind]: {
      async run(queued) {
        const raw = String(queued.body);
        const response = await fetch(config.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": hmacSha256(config.secret, raw),
            "x-razorpay-event-id": String(queued.eventId),
          },
          body: raw,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`The shop answered the webhook ${String(queued.eventId)} with HTTP ${response.status}`);
      },
      // Reconciliation asks after what the event would have settled.
      giveUp: async () => {},
    },
  };
  return {
    /** Queues an event for the shop; call it inside the transaction that made what it tells of. */
    send: (trx: Db, event: string, payload: Record<string, { entity: Record<string, unknown> }>) =>
      enqueue(trx, config.kind, {
        eventId: `evt_${randomBytes(10).toString("hex")}`,
        body: JSON.stringify({ entity: "event", account_id: "acc_local", event, contains: Object.keys(payload), payload, created_at: unixTime(new Date()) }),
      }),
    work,
  };
}

/** Razorpay's timestamps: seconds since 1970. */
export const unixTime = (date: Date) => Math.floor(date.getTime() / 1000);
