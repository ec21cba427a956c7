import { Link, useLocation } from "@remix-run/react";

/** Page links of a product list: plain links to `?page=n`, so they work without JavaScript. */
export function ProductPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`);
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
