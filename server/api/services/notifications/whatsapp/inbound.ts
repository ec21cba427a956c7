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

type MessagesEvent = {
  entry?: { changes?: { value?: { messages?: { from?: unknown; type?: unknown; text?: { body?: unknown } }[] } }[] }[];
};

/** The 10-digit numbers that asked to stop, from a `messages` event (other messages and status updates are not). */
export function stopRequests(event: unknown): string[] {
  const entries = (event as MessagesEvent | null)?.entry;
  if (!Array.isArray(entries)) return [];
  const numbers = entries.flatMap((entry) =>
    (Array.isArray(entry?.changes) ? entry.changes : []).flatMap((change) => {
      const messages = change?.value?.messages;
      return (Array.isArray(messages) ? messages : [])
        .filter((m) => m?.type === "text" && typeof m.text?.body === "string" && isStopRequest(m.text.body) && typeof m.from === "string")
        .map((m) => normalizePhone(m.from as string));
    }),
  );
  return [...new Set(numbers)].filter(isPhone);
}
