import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/useT";

/** What a shopper sees for a product or page that does not exist (HTTP 404): where to go instead. `title` comes translated. */
export function NotFound({ title, children }: { title: string; children?: ReactNode }) {
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
