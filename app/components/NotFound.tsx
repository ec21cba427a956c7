import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { isSent, received, translator, type Translate } from "@domain/i18n/translate";
import { useT } from "~/i18n/useT";

/** What a shopper sees for a product or page that does not exist (HTTP 404): where to go instead. `title` comes translated. */
function NotFound({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  return (
    <section className="page not-found">
      <h1>{title}</h1>
      {children}
      <p>
        <Link className="button" to="/product_list/prefill/all">
          {t("Browse all products")}
        </Link>{" "}
        <Link to="/">{t("Go to the home page")}</Link>
      </p>
    </section>
  );
}

/**
 * A route's error boundary: a 404 is the 404 page with the title and text `page` gives, anything else
 * goes on to the frame's. Its words are the frame's (`shell`), since the route's loader, which sends
 * its own, is the one that failed; a loader that sends `messages` with its 404 (`words: "refusal"`)
 * has them used.
 */
export function notFoundBoundary(page: (t: Translate) => { title: string; text: ReactNode }, words: "frame" | "refusal" = "frame") {
  return function ErrorBoundary() {
    const error = useRouteError();
    const frame = useT();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    const { title, text } = page(words === "refusal" ? translator(frame.language, received(isSent(error.data?.messages) ? [error.data.messages] : [])) : frame);
    return (
      <NotFound title={title}>
        <p>{text}</p>
      </NotFound>
    );
  };
}
