import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { isLanguage, type Language } from "@domain/i18n/languages";
import { isSent, received, translator, type SentMessages, type Translate } from "@domain/i18n/translate";
import { useT } from "~/i18n/useT";

/**
 * The language and the words an error screen needs when no loader's data reached it (the root loader
 * itself failed, or an action did before any loader ran): the error carries them (app/server/screens.server.ts).
 */
function carriedBy(error: unknown): { language: Language; messages: SentMessages } | null {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object") return null;
  const { language, messages } = error.data as { language?: unknown; messages?: unknown };
  return isLanguage(language) && isSent(messages) ? { language, messages } : null;
}

/** The language of the error being shown, when it says (for `<html lang>`); null when it does not. */
export const errorLanguage = (error: unknown): Language | null => carriedBy(error)?.language ?? null;

/** The error screens' translator: the words the error carries, else the page's (the root loader's, when it answered). */
export function useScreenT(): Translate {
  const error = useRouteError();
  const t = useT();
  const carried = carriedBy(error);
  return carried ? translator(carried.language, received([carried.messages])) : t;
}

/** The crash screen (docs/product.md#error-pages): shown by the root error boundary. A plain link, so it works even when scripts failed. */
export function CrashScreen() {
  const t = useScreenT();
  return (
    <main className="crash-screen">
      <h1>{t("Oops , Something is wrong ...")}</h1>
      <p>{t("Please Refresh")}</p>
      <a className="button" href="/">
        {t("Go Back")}
      </a>
    </main>
  );
}

/** The API's request limit was reached: when to try again (its Retry-After), and a way back. */
export function TooManyRequestsScreen({ retryAfter }: { retryAfter: number }) {
  const t = useScreenT();
  const wait =
    retryAfter < 120
      ? t("Please try again in {count} seconds.", { count: retryAfter })
      : t("Please try again in {count} minutes.", { count: Math.ceil(retryAfter / 60) });
  return (
    <main className="crash-screen">
      <h1>{t("Too many requests")}</h1>
      <p>{wait}</p>
      <a className="button" href="/">
        {t("Go Back")}
      </a>
    </main>
  );
}
