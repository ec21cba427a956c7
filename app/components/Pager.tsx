import { Link, useLocation } from "@remix-run/react";
import { pagerItems } from "~/utils/paging";
import { useT } from "~/i18n/useT";

/**
 * Page links of a list: plain links to `?page=n`, so they work without JavaScript. `query` is what
 * else the list's address keeps from page to page (an order list's filter and sort, a search's words).
 * A long list links its first and last pages and those around the current one, with "…" (not a link)
 * for the pages between (see pagerItems); `more` when more pages exist than `pageCount` knows of.
 */
export function Pager({ page, pageCount, more = false, query = {} }: { page: number; pageCount: number; more?: boolean; query?: Record<string, string> }) {
  const { pathname } = useLocation();
  const t = useT();
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(query);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return (
    <nav className="pager" aria-label={t("Pages")}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t("Previous page")}
        </Link>
      ) : null}
      <ol>
        {pagerItems(page, pageCount, more).map((item, i) => (
          <li key={typeof item === "number" ? item : `gap-${i}`}>
            {typeof item !== "number" ? (
              <span className="gap">{item}</span>
            ) : item === page ? (
              <span aria-current="page">{item}</span>
            ) : (
              <Link to={href(item)} aria-label={t("Page {page}", { page: item })}>
                {item}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next">
          {t("Next page")}
        </Link>
      ) : null}
    </nav>
  );
}
