import type { Messaging } from "firebase-admin/messaging";
import type { PushSender } from "./sender";

/** FCM's answers for a token it will never deliver to again. */
const GONE = new Set(["messaging/registration-token-not-registered", "messaging/invalid-registration-token"]);
/** sendEachForMulticast takes at most this many tokens at a time. */
const MULTICAST_MAX = 500;

/**
 * Web push through Firebase Cloud Messaging (firebase-admin): one multicast per 500 devices, the
 * notification's title and body shown by the browser (public/sw.js), its link in
 * the data. Each device's answer is sorted into sent, gone (to forget) and failed (to try again).
 */
export function firebasePush(messaging: Pick<Messaging, "sendEachForMulticast">): PushSender {
  return {
    configured: true,
    async send(tokens, message) {
      const result = { sent: 0, unregistered: [] as string[], failed: 0 };
      for (let start = 0; start < tokens.length; start += MULTICAST_MAX) {
        const batch = tokens.slice(start, start + MULTICAST_MAX);
        const answer = await messaging.sendEachForMulticast({
          tokens: batch,
          notification: { title: message.title, body: message.body },
          data: { link: message.link },
        });
        answer.responses.forEach((response, i) => {
          if (response.success) result.sent += 1;
          else if (response.error && GONE.has(response.error.code)) result.unregistered.push(batch[i]);
          else result.failed += 1;
        });
      }
      return result;
    },
  };
}
