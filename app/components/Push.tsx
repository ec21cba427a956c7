import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { PushConfig } from "@domain/notifications";
import { PUSH_ERRORS } from "@domain/push";
import { pushTokenValue, storedPushToken } from "~/utils/push-token";
import { useToast } from "./Toaster";

/** The push token a sign-in or logout form sends (spec §7 fcmToken): filled in by the browser, the placeholder without JavaScript. */
export function PushTokenField() {
  const [token, setToken] = useState("");
  useEffect(() => setToken(pushTokenValue()), []);
  return <input type="hidden" name="fcmToken" value={token} />;
}

type Offer = "hidden" | "offered" | "asking";
let missingConfigurationLogged = false;

/** Whether this browser could take web push at all (the Firebase SDK checks more when it loads). */
const pushSupported = () => "Notification" in window && "serviceWorker" in navigator && "PushManager" in window;

/**
 * "Get order updates" (spec §4 Push notifications): offered before signing in, when push is
 * configured and supported, this browser has no stored token and has not blocked notifications.
 * Permission is asked only from this button (a prompt on page load is quieted or blocked by
 * browsers); a refusal hides it for good, so there is no prompt loop. Rendered by the browser only:
 * without JavaScript there is no push.
 */
export function PushOptIn() {
  const config = useRouteLoaderData<{ push: PushConfig | null }>("root")?.push ?? null;
  const toast = useToast();
  const [offer, setOffer] = useState<Offer>("hidden");

  useEffect(() => {
    if (!config) {
      if (!missingConfigurationLogged) console.info(PUSH_ERRORS.missingConfiguration);
      missingConfigurationLogged = true;
      return;
    }
    if (!pushSupported()) return console.info(PUSH_ERRORS.unsupported);
    if (Notification.permission === "denied") return console.info(PUSH_ERRORS.blocked);
    if (!storedPushToken()) setOffer("offered");
  }, [config]);

  if (!config || offer === "hidden") return null;
  const ask = async () => {
    setOffer("asking");
    const { enablePush } = await import("~/utils/push.client");
    if (await enablePush(config)) {
      toast({ type: "success", message: "You will get order updates on this device." });
      setOffer("hidden");
    } else {
      setOffer(Notification.permission === "default" ? "offered" : "hidden");
    }
  };
  return (
    <p className="push-offer">
      <button type="button" className="button-secondary" onClick={ask} disabled={offer === "asking"}>
        Get order updates
      </button>
    </p>
  );
}
