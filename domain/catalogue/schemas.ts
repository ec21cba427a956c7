import { z } from "zod";
import { CATEGORIES, PRODUCT_TYPES, type Category, type Coupon, type ProductDetail, type ProductSummary, type ProductType } from "./catalogue";

/**
 * The catalogue's answers as the API sends them (its OpenAPI document is generated from these) and the
 * storefront reads them. Kept apart from catalogue.ts so pages that only need its helpers do not ship zod.
 */
export const categoryValues = CATEGORIES.map((c) => c.category) as [Category, ...Category[]];
export const typeValues = PRODUCT_TYPES.map((t) => t.slug) as [ProductType, ...ProductType[]];

const image = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  thumbnail: z
    .object({ url: z.string(), width: z.number() })
    .nullable()
    .describe("The same picture narrower, square like it; null for a picture stored without one"),
});
export const productSummary = z.object({
  id: z.string(),
  productName: z.string(),
  productcategory: z.object({ category: z.enum(categoryValues), name: z.string() }),
  productType: z.object({ slug: z.enum(typeValues), name: z.string() }),
  size: z.string(),
  netQuantity: z.number().int().describe("The pack's net quantity in unit"),
  unit: z.enum(["ml", "g"]),
  weight: z.number().int().describe("Packed weight for the courier, in grams"),
  productPrice: z.number(),
  salePrice: z.number(),
  saving: z.number().describe("productPrice − salePrice"),
  inStock: z.boolean(),
  image,
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable().describe("Average stars to one decimal and how many ratings; null until rated"),
}) satisfies z.ZodType<ProductSummary>;
export const productDetail = productSummary.extend({
  description: z.string(),
  images: z.array(image),
  hsnCode: z.string(),
  gstRate: z.number().describe("GST per cent, included in the prices"),
  stock: z.number(),
  refills: z.array(productSummary).describe("For a ready-to-use bottle, the refills of its formula; empty for a refill"),
  fitsBottles: z.array(productSummary).describe("For a refill, the bottles it fits; empty for a bottle"),
}) satisfies z.ZodType<ProductDetail>;

export const coupon = z.object({
  code: z.string(),
  description: z.string(),
  type: z.enum(["flat", "percent"]),
  value: z.number().describe("Rupees off for flat, per cent off for percent"),
  maxDiscount: z.number().nullable().describe("The most a percent coupon takes off, in rupees"),
  minOrderValue: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().nullable().describe("How many times one customer may use it; null for no limit"),
}) satisfies z.ZodType<Coupon>;
