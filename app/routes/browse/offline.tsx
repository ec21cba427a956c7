import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { translatedMeta } from "~/i18n/meta";
import { useT } from "~/i18n/useT";
import { offlinePageLanguage } from "~/utils/menu";

/**
 * /offline/{language}: what the service worker (public/sw.js, docs/decisions/032) shows, in the
 * shopper's language, when a page cannot be reached. It is precached once for every shopper of the
 * browser, so it holds nothing of one (the root leaves out the shop's frame and its scripts), and it
 * needs nothing from the network: its styles are inlined as on every page. Plain links: "Try again"
 * asks for the page the shopper wanted (the worker serves this page at that page's address), "My
 * Orders" shows the copy the worker keeps.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (!offlinePageLanguage(new URL(request.url).pathname)) throw redirect("/");
  return null;
}

export const meta: MetaFunction<typeof loader> = (args) => translatedMeta(args, (t) => t("You are offline"));

export default function OfflinePage() {
  const t = useT();
  return (
    <>
      <header className="site-header">
        <div className="header-row">
          <a href="/" className="logo">
            <span className="logo-mark" aria-hidden="true">
              N
            </span>
            <span className="logo-text">Nirmal</span>
            <span className="visually-hidden"> {t("Home Care, home")}</span>
          </a>
        </div>
      </header>
      <main id="main" className="crash-screen">
        <h1>{t("You are offline")}</h1>
        <p>{t("We can't reach the shop right now. Orders you opened recently still show; everything else is back once you are online again.")}</p>
        <p className="offline-actions">
          <a className="button" href="?">
            {t("Try again")}
          </a>
          <a className="button button-secondary" href="/order_list">
            {t("My Orders")}
          </a>
        </p>
      </main>
    </>
  );
}
