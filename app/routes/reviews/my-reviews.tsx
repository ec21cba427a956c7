import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { notFoundBoundary } from "~/components/NotFound";
import { MyReviews } from "~/components/MyReviews";
import { ReviewForm } from "~/components/ReviewForm";
import { createApi } from "~/server/api/client.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { myReviews, reviewAction, reviewForm } from "~/routes/reviews/reviews.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { translatedMeta } from "~/i18n/meta";

/**
 * /my_reviews (docs/product.md#reviews): the customer's reviews, or with `?product=<id>` the review form of one
 * product (reached from a delivered order's Review action, or a review's Edit). The form and the
 * delete buttons post here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  const url = new URL(request.url);
  const productId = url.searchParams.get("product");
  if (productId !== null) {
    const form = await reviewForm(api, productId);
    // The 404 page's words come with it: a refused loader's data is not the page's.
    if (!form) throw json({ notFound: true, messages: await pageMessages(request, "reviews") }, { status: 404, headers: noStore });
    return json({ view: "form" as const, form, messages: await pageMessages(request, "reviews", "forms") }, { headers: noStore });
  }
  return json({ view: "list" as const, reviews: await myReviews(api, url), messages: await pageMessages(request, "reviews") }, { headers: noStore });
}

export async function action(args: ActionFunctionArgs) {
  await requireCustomer(args.request);
  return reviewAction(args);
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) =>
  translatedMeta(args, (t) => (args.data?.view === "form" ? t("Review {productName}", { productName: args.data.form.product.productName }) : t("My Reviews")));

export default function MyReviewsPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.view === "form") {
    const { product, canReview, review } = data.form;
    return (
      <section className="page account-page">
        <div className="page-heading">
          <h1>
            {review
              ? t("Edit your review of {productName}", { productName: product.productName })
              : t("Review of {productName}", { productName: product.productName })}
          </h1>
          <Link to="/my_reviews">{t("All my reviews")}</Link>
        </div>
        <p className="review-product">
          <img src={product.image} alt="" width={64} height={64} /> {product.productName} ({product.size})
        </p>
        {canReview ? (
          <ReviewForm data={data.form} />
        ) : (
          <div className="empty-state">
            <p>{t("You can review a product once an order with it has been delivered to you.")}</p>
            <p>
              <Link to="/order_list">{t("See your orders")}</Link>
            </p>
          </div>
        )}
      </section>
    );
  }
  return (
    <section className="page account-page">
      <h1>{t("My Reviews")}</h1>
      <MyReviews data={data.reviews} />
    </section>
  );
}

/** An unknown product in `?product=` is the 404 page. */
export const ErrorBoundary = notFoundBoundary(
  (t) => ({
    title: t("Product not found"),
    text: (
      <>
        {t("We could not find this product.")} <Link to="/my_reviews">{t("See your reviews")}</Link>
      </>
    ),
  }),
  "refusal",
);
