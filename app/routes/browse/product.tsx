import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddToCartForm } from "~/components/AddToCartForm";
import { DeliveryPromise } from "~/components/DeliveryPromise";
import { notFoundBoundary } from "~/components/NotFound";
import { Picture } from "~/components/Picture";
import { ProductGrid } from "~/components/ProductCard";
import { ProductPrice } from "~/components/ProductPrice";
import { formatRupees } from "@domain/shared/money";
import { UnitPrice } from "~/components/UnitPrice";
import { ProductReviews } from "~/components/ProductReviews";
import { SubscribeOffer } from "~/components/SubscribeOffer";
import { createApi } from "~/server/api/client.server";
import { getProduct, getRatings, reviewsPage } from "~/routes/browse/catalogue.server";
import { requireLocation } from "~/server/guards.server";
import { deliveryPromise, promiseMessages } from "~/server/delivery.server";
import { pageParam } from "~/utils/paging";
import { productListPath, productPath } from "@domain/catalogue/catalogue";
import { LARGEST_PAINT } from "~/utils/images";
import { canonicalUrl, pageMeta, SITE_NAME } from "~/utils/seo";
import { translatorFromMatches, useT } from "~/i18n/useT";
import { HYDRATE_ON_INPUT } from "~/hydration";
import { pageMessages, translatorOf } from "~/server/i18n.server";

/** The pictures' width (app/styles.css, .product-layout): the page's on a phone, 5 parts of 11 from 760 px, in a page of at most 1,200. */
const PICTURE_WIDTH = "(min-width: 1200px) 520px, (min-width: 760px) 44vw, 100vw";

/**
 * /product_detail/{catId}/{id} (docs/product.md#routes): id is the product name with hyphens for spaces, looked up
 * exactly. An unknown id is a 404 page; a product asked for under the other category moves to its own.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireLocation(request);
  const api = await createApi({ request, context });
  const id = params.id ?? "";
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const [product, ratings] = await Promise.all([getProduct(api, id), getRatings(api, id, page)]);
  if (!product) throw json({ id }, { status: 404 });
  const path = productPath(product);
  if (product.productcategory.category !== params.catId) throw redirect(path, 301);
  const delivery = await deliveryPromise(api, { weight: product.weight, amount: product.salePrice });
  return json({
    product,
    delivery,
    ratings: ratings && reviewsPage(ratings, await translatorOf(request)),
    page,
    canonical: canonicalUrl(request, path),
    origin: new URL(request.url).origin,
    // The page shows the product's reviews too (app/components/ProductReviews.tsx).
    messages: [...(await pageMessages(request, "browse", "reviews")), ...(await promiseMessages(request, delivery))],
  });
}

export const handle = HYDRATE_ON_INPUT;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translatorFromMatches(matches);
  if (!data) return pageMeta(t, t("Product not found"));
  const { product, ratings, canonical, origin } = data;
  const summary = ratings?.summary;
  return [
    ...pageMeta(
      t,
      `${product.productName}: ${product.productcategory.name}`,
      t("{productName} ({size}) for ₹{price}. {description}", {
        productName: product.productName,
        size: product.size,
        price: product.salePrice,
        description: product.description,
      }).slice(0, 300),
      canonical,
    ),
    { property: "og:image", content: `${origin}${product.image.url}` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.productName,
        sku: product.id,
        description: product.description,
        image: product.images.map((i) => `${origin}${i.url}`),
        brand: { "@type": "Brand", name: SITE_NAME },
        category: `${product.productcategory.name} > ${product.productType.name}`,
        size: product.size,
        offers: {
          "@type": "Offer",
          url: canonical,
          priceCurrency: "INR",
          price: product.salePrice.toFixed(2),
          availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          itemCondition: "https://schema.org/NewCondition",
        },
        ...(ratings && summary?.total
          ? {
              aggregateRating: { "@type": "AggregateRating", ratingValue: summary.average, ratingCount: summary.total, bestRating: 5, worstRating: 1 },
              review: ratings.list.map((r) => ({
                "@type": "Review",
                author: { "@type": "Person", name: r.customerName },
                datePublished: r.createdAt.slice(0, 10),
                reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
                ...(r.title ? { name: r.title } : {}),
                ...(r.review ? { reviewBody: r.review } : {}),
              })),
            }
          : {}),
      },
    },
  ];
};

export default function ProductDetailPage() {
  const { product, ratings, page, delivery } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="page product-detail product-layout">
      <p className="breadcrumb">
        <Link to="/">{t("Home")}</Link> › <Link to={productListPath(product.productcategory.category)}>{product.productcategory.name}</Link> ›{" "}
        <Link to={productListPath(product.productcategory.category, product.productType.slug)}>{product.productType.name}</Link>
      </p>
      <div className="product-info">
        <h1>{product.productName}</h1>
        <p className="size">
          {t("Size:")} <strong>{product.size}</strong>
        </p>
        <ProductPrice product={product} large />
        <UnitPrice product={product} />
        <p className="muted">{t("Inclusive of all taxes ({rate}% GST)", { rate: product.gstRate })}</p>
        {delivery ? <DeliveryPromise promise={delivery.promise} now={delivery.now} /> : null}
        {product.inStock ? (
          <>
            <AddToCartForm productId={product.id} productName={product.productName} stock={product.stock} />
            {product.subscribe ? <SubscribeOffer productId={product.id} offer={product.subscribe} /> : null}
          </>
        ) : (
          <p className="out-of-stock">{t("Out of stock")}</p>
        )}
      </div>
      {/* One picture at a time on a phone, swiped (CSS scroll snap), each saying which of how many it is. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so a keyboard can scroll it (axe's scrollable-region-focusable) */}
      <section className="product-images" aria-label={t("Pictures of {productName}", { productName: product.productName })} tabIndex={0}>
        <ul>
          {product.images.map((image, index) => (
            <li key={image.url}>
              <Picture picture={image} sizes={PICTURE_WIDTH} alt={image.alt} {...(index === 0 ? LARGEST_PAINT : { loading: "lazy" })} />
              {product.images.length > 1 ? (
                <span className="picture-position" aria-hidden="true">
                  {index + 1} / {product.images.length}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {/* On a phone, at the screen's foot from when the pictures have scrolled by to the end of the page: position sticky, no JavaScript. */}
      {product.inStock ? (
        <div className="sticky-buy" data-testid="sticky-add-to-cart">
          <p>
            <span className="sticky-buy-name">{product.productName}</span>
            <strong>{formatRupees(product.salePrice)}</strong>
          </p>
          <AddToCartForm productId={product.id} productName={product.productName} />
        </div>
      ) : null}
      <div className="product-about">
        <h2>{t("About this product")}</h2>
        <p>{product.description}</p>
        <dl className="facts">
          <dt>{t("Type")}</dt>
          <dd>{product.productType.name}</dd>
          <dt>{t("Category")}</dt>
          <dd>{product.productcategory.name}</dd>
          <dt>{t("Net quantity")}</dt>
          <dd>{product.size}</dd>
          <dt>{t("HSN code")}</dt>
          <dd>{product.hsnCode}</dd>
        </dl>
      </div>
      {product.refills.length ? (
        <section className="pairs" aria-labelledby="refills-title">
          <h2 id="refills-title">{product.refills.length === 1 ? t("Refill this bottle") : t("Refills for this bottle")}</h2>
          <p>{t("Buy a bottle once, then refill it: a refill costs less per litre and saves a plastic bottle.")}</p>
          <ProductGrid products={product.refills} label={t("Refills for this bottle")} bottle={product} />
        </section>
      ) : null}
      {product.fitsBottles.length ? (
        <section className="pairs" aria-labelledby="bottles-title">
          <h2 id="bottles-title">{t("Fits these bottles")}</h2>
          <p>{t("Pour this refill into one of these bottles.")}</p>
          <ProductGrid products={product.fitsBottles} label={t("Fits these bottles")} />
        </section>
      ) : null}
      <section className="ratings" aria-labelledby="ratings-title">
        <h2 id="ratings-title">{t("Ratings and reviews")}</h2>
        {ratings?.summary.total ? (
          <ProductReviews ratings={ratings} page={page} productName={product.productName} />
        ) : (
          <p className="empty-state">{t("No ratings yet. Customers who buy this product can rate it after delivery.")}</p>
        )}
      </section>
    </article>
  );
}

/** An unknown product is the 404 page. */
export const ErrorBoundary = notFoundBoundary((t) => ({
  title: t("Product not found"),
  text: t("We could not find this product. It may have been renamed or is no longer sold."),
}));
