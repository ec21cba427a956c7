import { Link } from "@remix-run/react";
import { productPath, type ProductSummary } from "@domain/catalogue";
import { AddToCartForm } from "./AddToCartForm";
import { ProductPrice } from "./ProductPrice";
import { Stars } from "./Stars";

/** A product in a list: picture, name, size, prices and add to cart; the rest of the card opens the product. */
function ProductCard({ product, eager }: { product: ProductSummary; eager: boolean }) {
  return (
    <article className="product-card">
      <img
        src={product.image.url}
        alt=""
        width={240}
        height={240}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <h3>
        <Link to={productPath(product)} prefetch="intent">
          {product.productName}
        </Link>
      </h3>
      <p className="size">{product.size}</p>
      {product.rating ? (
        <p className="card-rating">
          <Stars rating={product.rating.average} /> <span className="muted">({product.rating.count})</span>
        </p>
      ) : null}
      <ProductPrice product={product} />
      {product.inStock ? <AddToCartForm productId={product.id} productName={product.productName} /> : <p className="out-of-stock">Out of stock</p>}
    </article>
  );
}

/** Cards in a grid. The first row loads at once; the rest wait until they are scrolled near. */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
