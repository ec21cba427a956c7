import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "@domain/orders/orders";
import type { StorefrontChange } from "@domain/storefront/changes";
import type { Db, Listen } from "../../db";

/**
 * Live events for signed-in customers (docs/decisions/014-notifications-and-push.md). A change is published with
 * `NOTIFY order_events` inside the transaction that makes it, so PostgreSQL delivers it only once
 * that commits; every API process LISTENs on the channel and hands each event to the subscribers of
 * its customer, so it works with any number of processes. Events carry a `type`: an order that
 * moved, or a new notification (its title and body, as a push shows them).
 */
const CHANNEL = "order_events";

export type CustomerEvent =
  | { type: "order"; customerId: string; orderId: string; status: OrderStatus; eventId: string }
  | { type: "notification"; customerId: string; id: string; title: string; body: string };

/** Sends an event once the caller's transaction commits (or at once, outside a transaction). */
export async function publish(db: Db, event: CustomerEvent): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(db);
}

export type EventHub = {
  /** Calls `onEvent` with each event of this customer until the answered function is called. */
  subscribe(customerId: string, onEvent: (event: CustomerEvent) => void): Promise<() => void>;
  close(): Promise<void>;
};

/**
 * One LISTEN on `channel` for the whole process, opened by the first `open()` and shared; each payload
 * is read as JSON and handed to `onMessage`. With `onLost`, a dropped connection closes the LISTEN
 * and says so (what was sent meanwhile is lost), and the next `open()` listens anew; without it, the
 * connection is replaced and listens again by itself.
 */
function sharedListen<T>(listen: Listen, channel: string, log: FastifyBaseLogger, onMessage: (message: T) => void, onLost?: () => void) {
  let listening: Promise<() => Promise<void>> | undefined;
  const dispatch = (payload: string) => {
    let message: T;
    try {
      message = JSON.parse(payload) as T;
    } catch {
      log.warn({ channel, payload }, "unreadable notification");
      return;
    }
    onMessage(message);
  };
  const lost =
    onLost &&
    (() => {
      const stop = listening;
      listening = undefined;
      void stop?.then(
        (s) => s(),
        () => undefined,
      );
      onLost();
    });
  return {
    async open() {
      if (!listening) {
        listening = listen(channel, dispatch, lost);
        listening.catch(() => (listening = undefined));
      }
      await listening;
    },
    async close() {
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}

/** The customers' events, one LISTEN per process, opened with the first subscriber and shared by all. */
export function createEventHub(listen: Listen, log: FastifyBaseLogger): EventHub {
  const subscribers = new Map<string, Set<(event: CustomerEvent) => void>>();
  const channel = sharedListen<CustomerEvent>(listen, CHANNEL, log, (event) => {
    for (const onEvent of subscribers.get(String(event.customerId)) ?? []) onEvent(event);
  });
  return {
    async subscribe(customerId, onEvent) {
      await channel.open();
      const mine = subscribers.get(customerId) ?? new Set();
      mine.add(onEvent);
      subscribers.set(customerId, mine);
      return () => {
        mine.delete(onEvent);
        if (!mine.size) subscribers.delete(customerId);
      };
    },
    async close() {
      subscribers.clear();
      await channel.close();
    },
  };
}

/**
 * Changes to what the storefront keeps (docs/decisions/020), on a channel of their own: catalogue
 * changes are published by migration 0015's triggers, ended sessions by `publishChange`.
 */
const CHANGES = "storefront_changes";

/** Publishes a change for the storefronts once the caller's transaction commits (or at once). */
export async function publishChange(db: Db, change: StorefrontChange): Promise<void> {
  await sql`select pg_notify(${CHANGES}, ${JSON.stringify(change)})`.execute(db);
}

export type ChangeFeed = {
  /**
   * Calls `onChange` with every change committed from now on. If the process's LISTEN connection
   * drops, changes may have been missed: `onLost` is called and the subscription is over (a new
   * one listens again). Fails when the database cannot be reached.
   */
  subscribe(onChange: (change: StorefrontChange) => void, onLost: () => void): Promise<() => void>;
  close(): Promise<void>;
};

/** The storefronts' changes, one LISTEN per process, opened with the first subscriber, shared by all, and opened anew after a loss. */
export function createChangeFeed(listen: Listen, log: FastifyBaseLogger): ChangeFeed {
  const subscribers = new Set<{ onChange: (change: StorefrontChange) => void; onLost: () => void }>();
  const channel = sharedListen<StorefrontChange>(
    listen,
    CHANGES,
    log,
    (change) => {
      for (const subscriber of subscribers) subscriber.onChange(change);
    },
    () => {
      for (const subscriber of [...subscribers]) subscriber.onLost();
      subscribers.clear();
    },
  );
  return {
    async subscribe(onChange, onLost) {
      await channel.open();
      const subscriber = { onChange, onLost };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    async close() {
      subscribers.clear();
      await channel.close();
    },
  };
}
