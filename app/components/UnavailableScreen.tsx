import { useLocation } from "@remix-run/react";
import { useScreenT } from "./CrashScreen";

/**
 * Shown by the root error boundary when the API answers 503 (its database is away for a moment): the
 * API's message (in the shopper's language already) and a plain link to try the same page again, so it
 * works without JavaScript.
 */
export function UnavailableScreen({ message }: { message: string | null }) {
  const { pathname, search } = useLocation();
  const t = useScreenT();
  return (
    <main className="crash-screen" role="alert">
      <h1>{t("We'll be right back")}</h1>
      <p>{message ?? t("We can't reach our store right now. Please try again in a few seconds.")}</p>
      <a className="button" href={`${pathname}${search}`}>
        {t("Try again")}
      </a>
    </main>
  );
}
