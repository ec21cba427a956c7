import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { productPath, type Category } from "@domain/catalogue/catalogue";
import type { MyReview } from "@domain/reviews/schemas";
import { SubmitButton } from "./SubmitButton";
import { Pager } from "./Pager";
import { ReviewPhotos } from "./ReviewPhotos";
import { Stars } from "./Stars";
import { useT } from "~/i18n/useT";

const pathOf = (product: MyReview["product"]) => productPath({ id: product.id, productcategory: { category: product.category as Category } });

/** One page of the customer's reviews. */
export type MyReviewsData = { reviews: MyReview[]; count: number; page: number; pageCount: number };

/**
 * The customer's reviews (/my_reviews and the account area's my_reviews tab; docs/product.md#reviews): product, stars,
 * text and photos, each with edit and delete; an empty state until the first review.
 */
export function MyReviews({ data }: { data: MyReviewsData }) {
  const t = useT();
  if (!data.count) {
    return (
      <div className="empty-state">
        <p>{t("You have not reviewed any products yet.")}</p>
        <p className="muted">
          {t("Products you rate and review after delivery show here.")} <Link to="/order_list">{t("See your orders")}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="my-reviews">
        {data.reviews.map((review) => (
          <li key={review.id} className="my-review">
            <img src={review.product.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <article aria-labelledby={`review-${review.id}`}>
              <h3 id={`review-${review.id}`}>
                <Link to={pathOf(review.product)}>{review.product.productName}</Link> <span className="muted">({review.product.size})</span>
              </h3>
              <p>
                <Stars rating={review.rating} /> {review.title ? <strong>{review.title}</strong> : null}
              </p>
              {review.review ? <p className="review-text">{review.review}</p> : null}
              <ReviewPhotos photos={review.photos} alt={t("Your review of {productName}", { productName: review.product.productName })} />
              <p className="muted">{t("Reviewed {date}", { date: t.date(review.updatedAt) })}</p>
              <div className="review-actions">
                <Link to={`/my_reviews?product=${encodeURIComponent(review.product.id)}`} className="button button-secondary">
                  {t("Edit review of {productName}", { productName: review.product.productName })}
                </Link>
                <Form method="post" action="/my_reviews?intent=delete" className="inline-form">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="productId" value={review.product.id} />
                  <SubmitButton pendingText={t("Deleting…")} action="/my_reviews" className="button-secondary">
                    {t("Delete review of {productName}", { productName: review.product.productName })}
                  </SubmitButton>
                </Form>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Pager page={data.page} pageCount={data.pageCount} />
    </>
  );
}
