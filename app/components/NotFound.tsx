import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** What a shopper sees for a product or page that does not exist (HTTP 404): where to go instead. */
export function NotFound({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page not-found">
      <h1>{title}</h1>
      {children}
      <p>
        <Link className="button" to="/product_list/prefill/all">
          Browse all products
        </Link>{" "}
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
