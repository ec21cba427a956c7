import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useLoaderData, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { HydrateLater, lazyPart, ON_INPUT, PageScripts, useHydrated, useHydratesOnInput } from "~/hydration";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { CrashScreen, errorLanguage, TooManyRequestsScreen } from "./components/CrashScreen";
import { UnavailableScreen } from "./components/UnavailableScreen";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { LocationDialog } from "./components/LocationDialog";
import { MainMenu } from "./components/MainMenu";
import { Toaster, useToast } from "./components/Toaster";
import { createApi, type TooManyRequests } from "~/server/api/client.server";
import { signInView } from "~/routes/account/sign-in.server";
import { cartCount } from "~/routes/cart/cart.server";
import { unreadNotifications } from "~/routes/account/notifications.server";
import { csrf } from "~/server/csrf.server";
import { dialogHref } from "~/utils/dialog";
import { isConsolePath, isFramelessPath, offlinePageLanguage, showsMainMenu } from "~/utils/menu";
import { signInPageStep, signInStepOf } from "~/lib/account/sign-in-steps";
import { commit } from "~/server/session.server";
import { getToast } from "~/server/toast.server";
import { useInlineStyles, useNonce } from "~/utils/nonce";
import { languageIn } from "~/server/i18n.server";
import { sentMessagesOf } from "@domain/i18n/catalog";
import { LANGUAGES } from "@domain/i18n/languages";
import { useT } from "~/i18n/useT";

// The sign-in forms (and the form library they use) load when a sign-in step is shown, never with a
// browse page. The server waits for the whole page (app/entry.server.tsx), so its HTML always has them.
const SignInDialog = lazyPart(() => import("./components/SignInDialog").then((m) => m.SignInDialog));
const LiveNotifications = lazy(() => import("./components/LiveNotifications"));

/** New notifications, live, for a signed-in shopper, once the page has hydrated (components/LiveNotifications.tsx). */
function LiveNews() {
  const toast = useToast();
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <LiveNotifications toast={toast} />
    </Suspense>
  );
}

/**
 * Registers the shop's service worker (public/sw.js, docs/decisions/032) once the page has loaded, so
 * its precaching never competes with the page: a few bytes inline, nothing in the first-load scripts.
 */
const REGISTER_WORKER = `if ("serviceWorker" in navigator) addEventListener("load", function () { navigator.serviceWorker.register("/sw.js").catch(function () {}); });`;

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await createApi({ request, context });
  const { session } = api;
  const { toast, headers } = await getToast(request);
  // Only a shown toast clears its cookie: the root loader runs beside the page's own, and an empty
  // toast cookie answered after the page's loader set one (a redirect with a message) would wipe it.
  if (!toast) headers.delete("Set-Cookie");
  const [csrfToken, csrfCookie] = await csrf.commitToken(request);
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  const { pathname, searchParams } = new URL(request.url);
  // The operator console and the offline page have no shop around them: no cart, bell or customer, and no location dialog.
  const shop = !isFramelessPath(pathname);
  const locationError = (shop && session.get("locationError")) || null;
  const customer = shop ? session.get("customer") : undefined;
  // A sign-in step shown here as a dialog, or by the alternate variant's page for it.
  const step = customer || !shop ? null : (signInStepOf(searchParams.get("dialog")) ?? signInPageStep(pathname));
  const signIn = step ? signInView(session, step) : null;
  // The offline page says its own language, whatever the session's (the service worker keeps one of each).
  const language = offlinePageLanguage(pathname) ?? languageIn(session, request);
  return json(
    {
      language,
      // The words of every page's frame (header, menus, footer, dialogs, toasts), and the sign-in forms' while one is shown.
      messages: sentMessagesOf(language, signIn ? ["shell", "forms", "account"] : ["shell"]),
      location: session.get("location") ?? null,
      locationError,
      toast,
      csrfToken,
      cartCount: shop ? await cartCount(api) : 0,
      customer: customer ? { firstName: customer.firstName, lastName: customer.lastName } : null,
      // The bell's dot, right without JavaScript; the live events keep it right after that.
      notificationCount: shop ? await unreadNotifications(api) : 0,
      signIn,
    },
    // A flashed refusal, once read, is gone: the session is saved without it.
    { headers: locationError || signIn?.result ? await commit(session, headers) : headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const inlineStyles = useInlineStyles();
  const root = useRouteLoaderData<typeof loader>("root");
  // Without the root loader's data (it failed), the error shown says the shopper's language.
  const error = useRouteError();
  const onInput = useHydratesOnInput(root);
  const { pathname } = useLocation();
  return (
    <html lang={LANGUAGES[root?.language ?? errorLanguage(error) ?? "en"].tag} data-hydrate={onInput ? ON_INPUT : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f7a5c" />
        <Meta />
        {isConsolePath(pathname) ? null : <link rel="manifest" href="/manifest.webmanifest" />}
        {/* Server-rendered once; hydration leaves it as the server sent it (its text is not in the client's JavaScript). */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineStyles ?? "" }} suppressHydrationWarning />
        <Links />
      </head>
      <body>
        {children}
        {/* The operator console's pages are tables and forms that post: they load no JavaScript (docs/decisions/031); nor does the offline page. */}
        {isFramelessPath(pathname) ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            {/* A signed-in shopper's waiting page hears live notifications before it hydrates (docs/decisions/033). */}
            <PageScripts nonce={nonce} afterLoad={onInput} events={root?.customer ? "/events" : null} />
            <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: REGISTER_WORKER }} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { location, locationError, toast, csrfToken, cartCount, customer, notificationCount, signIn } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const dialog = new URLSearchParams(search).get("dialog");
  const signInDialog = signIn && signInStepOf(dialog) ? signIn : null;
  // The location dialog opens on a first visit to home, by 'Change', and wherever a location is needed (signing in too).
  const t = useT();
  const showLocationDialog = dialog === "location" || (!location && ((pathname === "/" && dialog !== "closed") || !!signInDialog));

  if (isFramelessPath(pathname)) {
    return (
      <AuthenticityTokenProvider token={csrfToken}>
        <Toaster serverToast={toast}>
          <Outlet />
        </Toaster>
      </AuthenticityTokenProvider>
    );
  }
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <Toaster serverToast={toast}>
        <a href="#main" className="skip-link">
          {t("Skip to content")}
        </a>
        <Header location={location} cartCount={cartCount} customer={customer} notificationCount={notificationCount} />
        {customer ? <LiveNews /> : null}
        {showsMainMenu(pathname) ? <MainMenu hasLocation={!!location} /> : null}
        <HydrateLater>
          <main id="main">
            <Outlet />
          </main>
        </HydrateLater>
        {pathname.toLowerCase() !== "/cart" ? (
          <HydrateLater>
            <Footer hasLocation={!!location} />
          </HydrateLater>
        ) : null}
        {showLocationDialog ? (
          <LocationDialog error={locationError} closeHref={dialogHref(pathname, search, location ? null : "closed")} />
        ) : signInDialog ? (
          <SignInDialog view={signInDialog} />
        ) : null}
      </Toaster>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Each screen speaks the shopper's language, from the root loader's words or, when it failed, the error's own.
  if (isRouteErrorResponse(error) && error.status === 503) {
    return <UnavailableScreen message={typeof error.data?.message === "string" ? error.data.message : null} />;
  }
  // The API's request limit: say when to try again rather than that something broke.
  if (isRouteErrorResponse(error) && error.status === 429) return <TooManyRequestsScreen retryAfter={(error.data as TooManyRequests).retryAfter} />;
  return <CrashScreen />;
}
