import { Link } from "@remix-run/react";
import { productPath, type ProductSummary } from "@domain/catalogue/catalogue";
import { LARGEST_PAINT } from "~/utils/images";
import { AddToCartForm } from "./AddToCartForm";
import { Picture } from "./Picture";
import { ProductPrice } from "./ProductPrice";
import { Stars } from "./Stars";
import { UnitPrice } from "./UnitPrice";
import { useT } from "~/i18n/useT";

/** A card's width (app/styles.css, .product-grid): two to a row on a phone, three from 760 px, in a page of at most 1,200. */
const CARD_WIDTH = "(min-width: 1200px) 380px, (min-width: 760px) 31vw, 46vw";

/** A product in a list: picture, name, size, prices (a refill's per litre against its `bottle`'s) and add to cart; the rest of the card opens the product. */
function ProductCard({ product, eager, level, bottle }: { product: ProductSummary; eager: boolean; level: 2 | 3; bottle?: ProductSummary }) {
  const Heading = level === 2 ? "h2" : "h3";
  const t = useT();
  return (
    <article className="product-card">
      <Picture picture={product.image} sizes={CARD_WIDTH} alt="" {...(eager ? LARGEST_PAINT : { loading: "lazy" })} />
      <Heading className="product-name">
        <Link to={productPath(product)} prefetch="intent">
          {product.productName}
        </Link>
      </Heading>
      <p className="size">{product.size}</p>
      {product.rating ? (
        <p className="card-rating">
          <Stars rating={product.rating.average} /> <span className="muted">({product.rating.count})</span>
        </p>
      ) : null}
      <ProductPrice product={product} />
      <UnitPrice product={product} bottle={bottle} />
      {product.inStock ? <AddToCartForm productId={product.id} productName={product.productName} /> : <p className="out-of-stock">{t("Out of stock")}</p>}
    </article>
  );
}

/**
 * Cards in a grid. The pictures of the first `firstRow` cards, above the fold where a list page's
 * largest paint is one of them, load at once and first; the rest wait until they are scrolled near (a
 * grid lower down, as the home page's, has none at once). Each card's name is a heading one level
 * below the grid's own (a page's h1 or a section's h2), so headings never skip a level.
 */
export function ProductGrid({
  products,
  label,
  level = 3,
  firstRow = 0,
  bottle,
}: {
  products: ProductSummary[];
  label: string;
  level?: 2 | 3;
  firstRow?: number;
  bottle?: ProductSummary;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < firstRow} level={level} bottle={bottle} />
        </li>
      ))}
    </ul>
  );
}
