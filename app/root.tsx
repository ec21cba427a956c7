import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { CrashScreen } from "./components/CrashScreen";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { LocationDialog } from "./components/LocationDialog";
import { MainMenu } from "./components/MainMenu";
import { Toaster } from "./components/Toaster";
import { csrf } from "./csrf.server";
import { dialogHref } from "./lib/dialog";
import { showsMainMenu } from "./lib/menu";
import { getSession, sessionStorage } from "./session.server";
import styles from "./styles.css?url";
import { getToast } from "./toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const { toast, headers } = await getToast(request);
  const [csrfToken, csrfCookie] = await csrf.commitToken(request);
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  const locationError = session.get("locationError") ?? null;
  if (locationError) headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return json({ location: session.get("location") ?? null, locationError, toast, csrfToken, cartCount: 0 }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f7a5c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { location, locationError, toast, csrfToken, cartCount } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const dialog = new URLSearchParams(search).get("dialog");
  // The location dialog opens on a first visit to home, by 'Change', and wherever a location is needed.
  const showLocationDialog = dialog === "location" || (!location && pathname === "/" && dialog !== "closed");

  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <Toaster serverToast={toast}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header location={location} cartCount={cartCount} />
        {showsMainMenu(pathname) ? <MainMenu hasLocation={!!location} /> : null}
        <main id="main">
          <Outlet />
        </main>
        {pathname.toLowerCase() !== "/cart" ? <Footer hasLocation={!!location} /> : null}
        {showLocationDialog ? (
          <LocationDialog error={locationError} closeHref={dialogHref(pathname, search, location ? null : "closed")} />
        ) : null}
      </Toaster>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  return <CrashScreen />;
}
