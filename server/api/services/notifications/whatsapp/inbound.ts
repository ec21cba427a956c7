import { isPhone, normalizePhone } from "@domain/shared/phone";
import { hmacSha256, sameHash } from "../../secrets";

/**
 * What the Cloud API's webhook brings (docs/product.md#notification-channels): it signs each POST's raw
 * body with the app secret, `X-Hub-Signature-256: sha256=<hex of HMAC-SHA256>`.
 */
export function whatsappSignatureValid(appSecret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== "string" || !header.startsWith("sha256=")) return false;
  const given = header.slice("sha256=".length);
  return /^[0-9a-f]{64}$/i.test(given) && sameHash(hmacSha256(appSecret, raw), given.toLowerCase());
}

/** The words a shopper sends to stop messages on WhatsApp, in any case, with spaces around. */
const STOP_WORDS = new Set(["STOP", "UNSUBSCRIBE"]);
export const isStopRequest = (text: string) => STOP_WORDS.has(text.trim().toUpperCase());

type InboundMessage = { from?: unknown; type?: unknown; text?: { body?: unknown }; button?: { payload?: unknown } };
type MessagesEvent = { entry?: { changes?: { value?: { messages?: InboundMessage[] } }[] }[] };

/** Every message of a `messages` event (status updates carry none). */
function inboundMessages(event: unknown): InboundMessage[] {
  const entries = (event as MessagesEvent | null)?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) =>
    (Array.isArray(entry?.changes) ? entry.changes : []).flatMap((change) => {
      const messages = change?.value?.messages;
      return Array.isArray(messages) ? messages : [];
    }),
  );
}

/**
 * The quick-reply buttons pressed (a template's button answers `type: "button"` with the payload the
 * template was sent with), each with the 10-digit number that pressed it.
 */
export function quickReplies(event: unknown): { phoneNumber: string; payload: string }[] {
  return inboundMessages(event)
    .filter((m) => m?.type === "button" && typeof m.button?.payload === "string" && typeof m.from === "string")
    .map((m) => ({ phoneNumber: normalizePhone(m.from as string), payload: m.button!.payload as string }))
    .filter((reply) => isPhone(reply.phoneNumber));
}

/** The 10-digit numbers that asked to stop, from a `messages` event (other messages and status updates are not). */
export function stopRequests(event: unknown): string[] {
  const numbers = inboundMessages(event)
    .filter((m) => m?.type === "text" && typeof m.text?.body === "string" && isStopRequest(m.text.body) && typeof m.from === "string")
    .map((m) => normalizePhone(m.from as string));
  return [...new Set(numbers)].filter(isPhone);
}
