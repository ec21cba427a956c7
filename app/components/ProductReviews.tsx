import { Link, useLocation } from "@remix-run/react";
import type { ProductRatingList } from "@domain/reviews/schemas";
import { ReviewPhotos } from "./ReviewPhotos";
import { Stars } from "./Stars";
import { useT } from "~/i18n/useT";

/** A page of a product's ratings as shown: each review with its date in the shopper's language, and the number of pages. */
export type ReviewsPage = Omit<ProductRatingList, "list"> & { list: (ProductRatingList["list"][number] & { date: string })[]; pageCount: number };

/**
 * A product's ratings on its page: the average, the count and how many of each star (5 to 1), then one
 * page of reviews, newest first, with their photos. The summary is one row of the API's whatever the
 * number of reviews, and the pages go by plain links (previous, next), so 5,000 reviews cost the same as 5.
 */
export function ProductReviews({ ratings, page, productName }: { ratings: ReviewsPage; page: number; productName: string }) {
  const { summary, list, pageCount } = ratings;
  const { pathname } = useLocation();
  const t = useT();
  const pageLink = (n: number) => (n > 1 ? `${pathname}?page=${n}#reviews-title` : `${pathname}#reviews-title`);
  return (
    <>
      <p className="rating-average">
        <Stars rating={summary.average ?? 0} /> <strong>{t("{average} out of 5", { average: summary.average ?? "" })}</strong>{" "}
        {summary.total === 1 ? t("from 1 rating") : t("from {count} ratings", { count: summary.total })}
      </p>
      <ul className="rating-bars" aria-label={t("Ratings by stars")}>
        {summary.stars.map((s) => (
          <li key={s.star}>
            <span>{t("{star} star", { star: s.star })}</span>
            <meter min={0} max={summary.total} value={s.count} aria-label={t("{star} star ratings", { star: s.star })} />
            <span>{s.count}</span>
          </li>
        ))}
      </ul>
      <h3 id="reviews-title">{t("Reviews")}</h3>
      {list.length ? (
        <ul className="reviews">
          {list.map((r) => (
            <li key={r.id}>
              <article aria-label={t("Review by {customerName}", { customerName: r.customerName })}>
                <p>
                  <Stars rating={r.rating} /> {r.title ? <strong>{r.title}</strong> : null}
                </p>
                {r.review ? <p className="review-text">{r.review}</p> : null}
                <ReviewPhotos photos={r.photos} alt={t("{productName}, from {customerName}", { productName, customerName: r.customerName })} />
                <p className="muted">
                  {r.customerName} · <time dateTime={r.createdAt}>{r.date}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t("No reviews on this page.")}</p>
      )}
      {pageCount > 1 ? (
        <nav className="pager" aria-label={t("Review pages")}>
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev" preventScrollReset>
              {t("Newer reviews")}
            </Link>
          ) : null}
          <span>{t("Page {page} of {pageCount}", { page: Math.min(page, pageCount), pageCount })}</span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} rel="next" preventScrollReset>
              {t("Older reviews")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
