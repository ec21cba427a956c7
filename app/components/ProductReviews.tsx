import { Link, useLocation } from "@remix-run/react";
import type { ReviewsPage } from "~/routes/browse/catalogue.server";
import { ReviewPhotos } from "./ReviewPhotos";
import { Stars } from "./Stars";

/**
 * A product's ratings on its page: the average, the count and how many of each star (5 to 1), then one
 * page of reviews, newest first, with their photos. The summary is one row of the API's whatever the
 * number of reviews, and the pages go by plain links (previous, next), so 5,000 reviews cost the same as 5.
 */
export function ProductReviews({ ratings, page, productName }: { ratings: ReviewsPage; page: number; productName: string }) {
  const { summary, list, pageCount } = ratings;
  const { pathname } = useLocation();
  const pageLink = (n: number) => (n > 1 ? `${pathname}?page=${n}#reviews-title` : `${pathname}#reviews-title`);
  return (
    <>
      <p className="rating-average">
        <Stars rating={summary.average ?? 0} /> <strong>{summary.average} out of 5</strong> from {summary.total} {summary.total === 1 ? "rating" : "ratings"}
      </p>
      <ul className="rating-bars" aria-label="Ratings by stars">
        {summary.stars.map((s) => (
          <li key={s.star}>
            <span>{s.star} star</span>
            <meter min={0} max={summary.total} value={s.count} aria-label={`${s.star} star ratings`} />
            <span>{s.count}</span>
          </li>
        ))}
      </ul>
      <h3 id="reviews-title">Reviews</h3>
      {list.length ? (
        <ul className="reviews">
          {list.map((r) => (
            <li key={r.id}>
              <article aria-label={`Review by ${r.customerName}`}>
                <p>
                  <Stars rating={r.rating} /> {r.title ? <strong>{r.title}</strong> : null}
                </p>
                {r.review ? <p className="review-text">{r.review}</p> : null}
                <ReviewPhotos photos={r.photos} alt={`${productName}, from ${r.customerName}`} />
                <p className="muted">
                  {r.customerName} · <time dateTime={r.createdAt}>{r.date}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">No reviews on this page.</p>
      )}
      {pageCount > 1 ? (
        <nav className="pager" aria-label="Review pages">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev" preventScrollReset>
              Newer reviews
            </Link>
          ) : null}
          <span>
            Page {Math.min(page, pageCount)} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} rel="next" preventScrollReset>
              Older reviews
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
