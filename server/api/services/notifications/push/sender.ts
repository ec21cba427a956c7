import type { FastifyBaseLogger } from "fastify";
import { PUSH_ERRORS } from "@domain/notifications/push";

/** A push as the device shows it (the notification's title and body; docs/product.md#notifications) and the shop page it opens. */
export type PushMessage = { title: string; body: string; link: string };

/** What became of one push to a customer's devices. */
export type PushResult = {
  /** Devices the push service took it for. */
  sent: number;
  /** Tokens the push service no longer knows (the app was removed, permission withdrawn): to forget. */
  unregistered: string[];
  /** Devices it could not reach this time (the service was down, a quota): worth another try. */
  failed: number;
};

/** Sends a push to a customer's devices (web push through Firebase Cloud Messaging, or nothing). */
export interface PushSender {
  readonly configured: boolean;
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
}

/** Without Firebase settings: says so once, in one line, and sends nothing (docs/product.md#notifications). */
export function unconfiguredPush(log: FastifyBaseLogger): PushSender {
  log.info(`${PUSH_ERRORS.missingConfiguration}: FIREBASE_SERVICE_ACCOUNT_JSON is not set, so no push is sent`);
  return {
    configured: false,
    async send() {
      return { sent: 0, unregistered: [], failed: 0 };
    },
  };
}
