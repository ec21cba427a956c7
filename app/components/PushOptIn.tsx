import { useEffect, useState } from "react";
import { PUSH_ERRORS } from "@domain/notifications/push";
type Offer = "hidden" | "offered" | "asking" | "done";
type PushError = "blocked" | "unsupported";
type Answer = { token: string } | { error: PushError; cause?: unknown };

/** Each push error (docs/product.md#notifications) is logged, never thrown. */
const log = (error: PushError, cause?: unknown) => console.info(PUSH_ERRORS[error], cause ?? "");

/** Whether this browser could take web push at all (the Firebase SDK checks more when it loads). */
const pushSupported = () => "Notification" in window && "serviceWorker" in navigator && "PushManager" in window;

/**
 * "Get order updates" (docs/product.md#notifications): offered when this browser supports push, has no
 * stored token and has not blocked notifications. Permission is asked only from this button (a prompt
 * on page load is quieted or blocked by browsers); a refusal hides it for good, so there is no prompt
 * loop. Its own chunk, loaded by `PushOffer` only where push is configured; it shares no module with
 * the first load (what it needs of it comes as props), so no page's first load carries it.
 */
export default function PushOptIn(props: {
  storedToken: () => string;
  /** Asks for permission and a push token (the Firebase SDK, loaded then). */
  requestToken: () => Promise<Answer>;
  saveToken: (token: string) => void;
  /** The offer's words in the shopper's language (the sign-in step's translations, which this chunk does not import). */
  words: { offer: string; done: string };
}) {
  const { storedToken, requestToken, saveToken, words } = props;
  const [offer, setOffer] = useState<Offer>("hidden");

  useEffect(() => {
    if (!pushSupported()) return log("unsupported");
    if (Notification.permission === "denied") return log("blocked");
    if (!storedToken()) setOffer("offered");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, when the offer is first shown
  }, []);

  if (offer === "hidden") return null;
  if (offer === "done")
    return (
      <p className="push-offer" role="status">
        {words.done}
      </p>
    );
  const ask = async () => {
    setOffer("asking");
    const answer = await requestToken();
    if ("token" in answer) {
      saveToken(answer.token);
      return setOffer("done");
    }
    log(answer.error, answer.cause);
    setOffer(Notification.permission === "default" ? "offered" : "hidden");
  };
  return (
    <p className="push-offer">
      <button type="button" className="button-secondary" onClick={ask} disabled={offer === "asking"}>
        {words.offer}
      </button>
    </p>
  );
}
