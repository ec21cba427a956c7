import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, isRouteErrorResponse, NavLink, Outlet, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useT } from "~/i18n/useT";
import { pageMessages } from "~/server/i18n.server";
import { consoleLinks } from "./access.server";
import { consoleSession } from "~/server/session.server";

/**
 * The operator console's frame (docs/decisions/031): a bar with the pages the operator's role may use
 * and a sign-out button, and the page. No shop header or footer; never indexed or cached.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const operator = (await consoleSession(request)).get("operator");
  return json(
    {
      operator: operator ? { name: operator.name, role: operator.role } : null,
      links: operator ? consoleLinks(operator.role) : [],
      messages: await pageMessages(request, "forms", "admin"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

const CONSOLE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The bar, also over a page the operator may not open (this route's data is there for its error page). */
function Bar() {
  const { operator, links } = useRouteLoaderData<typeof loader>("routes/admin/layout") ?? { operator: null, links: [] };
  const t = useT();
  return (
    <header className="console-bar">
      <strong>{t("Nirmal console")}</strong>
      {operator ? (
        <>
          <nav aria-label={t("Console")}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{t(link.label)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <span className="who">{t("{name}, {role}", { name: operator.name, role: t(operator.role) })}</span>
          <Form method="post" action="/admin/sign-out">
            <AuthenticityTokenInput />
            <button type="submit" className="button-secondary">
              {t("Sign out")}
            </button>
          </Form>
        </>
      ) : null}
    </header>
  );
}

export default function ConsoleLayout() {
  return (
    <>
      <Bar />
      <main id="main" className="console-main">
        <Outlet />
      </main>
    </>
  );
}

/** A page the operator's role may not open (403), or that is not there (404): said in the page, with the bar. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) {
    return (
      <>
        <Bar />
        <main id="main" className="console-main">
          <h1>{error.status === 403 ? t("Not allowed") : t("Not found")}</h1>
          <p role="alert">{typeof error.data?.message === "string" ? error.data.message : null}</p>
          <p>
            <a href="/admin">{t("Back to the console")}</a>
          </p>
        </main>
      </>
    );
  }
  throw error;
}
