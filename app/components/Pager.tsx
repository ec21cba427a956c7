import { Link, useLocation } from "@remix-run/react";

/**
 * Page links of a list: plain links to `?page=n`, so they work without JavaScript. `query` is what
 * else the list's address keeps from page to page (an order list's filter and sort).
 */
export function Pager({ page, pageCount, query = {} }: { page: number; pageCount: number; query?: Record<string, string> }) {
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(query);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
