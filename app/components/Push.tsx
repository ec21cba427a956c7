import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/hydration";
import type { PushConfig } from "@domain/notifications/schemas";
import { storedPushToken, storePushToken } from "~/lib/account/push-token";
import { useT } from "~/i18n/useT";

/** The push token a sign-in or logout form sends (fcmToken, docs/product.md#notifications), filled in by the browser; none without JavaScript. */
export function PushTokenField() {
  const [token, setToken] = useState("");
  useEffect(() => setToken(storedPushToken()), []);
  return <input type="hidden" name="fcmToken" value={token} />;
}

const PushOptIn = lazy(() => import("./PushOptIn"));

/**
 * Where "Get order updates" may be offered (before signing in, docs/product.md#notifications): with push configured (the
 * public Firebase settings come with the sign-in step's view), once the page has hydrated; without
 * JavaScript there is no push. (A storefront without them says so in its log, app/server/env.server.ts.)
 */
export function PushOffer({ config }: { config: PushConfig | null }) {
  const hydrated = useHydrated();
  const t = useT();
  if (!config || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PushOptIn
        storedToken={storedPushToken}
        requestToken={() => import("~/lib/account/push.client").then((m) => m.requestPushToken(config))}
        saveToken={storePushToken}
        words={{ offer: t("Get order updates"), done: t("You will get order updates on this device.") }}
      />
    </Suspense>
  );
}
