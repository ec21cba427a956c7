/**
 * The catalogue's fixed vocabulary and the shapes the API answers with (docs/product.md#routes, #catalogue).
 * Categories and product types are the route values listed there, so the storefront, the API's
 * request schemas and the seed all take them from here.
 */
export const CATEGORIES = [
  { category: "prefill", name: "Prefill" },
  { category: "refill", name: "Refill" },
] as const;
export type Category = (typeof CATEGORIES)[number]["category"];

/** `glass-cleaner-` keeps its trailing hyphen: it is the value in the shop's routes. */
export const PRODUCT_TYPES = [
  { slug: "laundry-care", name: "Laundry care" },
  { slug: "hand-wash", name: "Hand wash" },
  { slug: "dish-wash-gel", name: "Dishwash gel" },
  { slug: "glass-cleaner-", name: "Glass cleaner" },
  { slug: "toilet-cleaner", name: "Toilet cleaner" },
  { slug: "bathroom-cleaner", name: "Bathroom cleaner" },
  { slug: "floor-cleaner", name: "Floor cleaner" },
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number]["slug"];

/** The list route's typeId: a product type, or `all`. */
export const ALL_TYPES = "all";

export const isCategory = (value: unknown): value is Category => CATEGORIES.some((c) => c.category === value);
export const isProductType = (value: unknown): value is ProductType => PRODUCT_TYPES.some((t) => t.slug === value);

export const categoryName = (category: Category) => CATEGORIES.find((c) => c.category === category)!.name;
export const productTypeName = (slug: ProductType) => PRODUCT_TYPES.find((t) => t.slug === slug)!.name;

/** A product picture; `thumbnail` is the same picture narrower, for a card or a cart line (null when it has none). */
export type ProductImage = { url: string; width: number; height: number; alt: string; thumbnail: { url: string; width: number } | null };

/** A product as lists show it. Prices are rupees; `saving` is productPrice − salePrice, worked out by the API. */
export type ProductSummary = {
  id: string;
  productName: string;
  productcategory: { category: Category; name: string };
  productType: { slug: ProductType; name: string };
  size: string;
  /** The pack's net quantity in `unit`, for its unit price (unitPrice). */
  netQuantity: number;
  unit: "ml" | "g";
  /** Packed, for the courier: grams. */
  weight: number;
  productPrice: number;
  salePrice: number;
  saving: number;
  inStock: boolean;
  image: ProductImage;
  /** The product's rating (average to one decimal, number of ratings); null until it has one. */
  rating: { average: number; count: number } | null;
};

export type ProductDetail = ProductSummary & {
  description: string;
  images: ProductImage[];
  hsnCode: string;
  gstRate: number;
  stock: number;
  /** For a ready-to-use bottle, the refills of its formula; empty for a refill. */
  refills: ProductSummary[];
  /** For a refill, the bottles it fits; empty for a bottle. */
  fitsBottles: ProductSummary[];
  /** Subscribe and save: the discount, the interval offered first and a unit's price on subscription (rupees); null when not offered. */
  subscribe: { discountPercent: number; intervalWeeks: number; unitPrice: number } | null;
};

export type Coupon = {
  code: string;
  description: string;
  type: "flat" | "percent";
  /** Rupees off for `flat`, per cent off for `percent`. */
  value: number;
  maxDiscount: number | null;
  minOrderValue: number;
  validFrom: string;
  validTo: string;
  firstOrderOnly: boolean;
  /** How many times one customer may use it; null for no limit. */
  perCustomerLimit: number | null;
};

/** A content page (/cms/{key}): sections of plain text, each a heading, paragraphs and optional points. */
export type CmsSection = { heading: string; paragraphs: string[]; points?: string[] };
export type CmsPage = { key: string; title: string; summary: string; sections: CmsSection[]; updatedAt: string };

/** A product's public id is its name with spaces replaced by hyphens (docs/product.md#routes); look-ups by it are exact. */
export const productId = (productName: string) => productName.replaceAll(" ", "-");

export const productPath = (product: { id: string; productcategory: { category: Category } }) =>
  `/product_detail/${product.productcategory.category}/${product.id}`;

export const productListPath = (category: Category, type: ProductType | typeof ALL_TYPES = ALL_TYPES) => `/product_list/${category}/${type}`;

/** Net quantity for people: 500 ml, 1 L, 1.5 L, 750 g, 2 kg. Stored in millilitres or grams. */
export function formatSize(amount: number, unit: "ml" | "g"): string {
  if (amount < 1000) return `${amount} ${unit}`;
  const big = Math.round(amount / 100) / 10;
  return `${big} ${unit === "ml" ? "L" : "kg"}`;
}

/** What a price is per, for a pack's unit price (unitPrice). */
type UnitPrice = { amount: number; per: "100 ml" | "L" | "100 g" | "kg" };

/**
 * A price per unit, as Indian packaged-goods rules expect a seller to show beside the price: per 100 ml
 * (100 g) for a pack under a litre (kilo), per litre (kilo) from there; `perLitre` asks for litres
 * (kilos) whatever the size, to set one pack against another. Rupees, rounded to the paisa.
 */
export function unitPrice(price: number, netQuantity: number, unit: "ml" | "g", perLitre = false): UnitPrice {
  const large = perLitre || netQuantity >= 1000;
  const base = large ? 1000 : 100;
  const per = unit === "ml" ? (large ? "L" : "100 ml") : large ? "kg" : "100 g";
  return { amount: Math.round((Math.round(price * 100) * base) / netQuantity) / 100, per };
}

/** The header search box suggests at most this many products (docs/product.md#search); the API finds them. */
export const SEARCH_SUGGESTIONS = 5;

/** Products a page of the console's catalogue lists. */
export const OPERATOR_PRODUCT_PAGE = 50;
