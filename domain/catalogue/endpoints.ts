import { z } from "zod";
import { endpoint } from "../contract";
import { productRatingListSchema } from "../reviews/schemas";
import { ALL_TYPES, OPERATOR_PRODUCT_PAGE, type CmsPage, type ProductType } from "./catalogue";
import { categoryValues, MAX_SEARCH, numeric, productDetail, productEditSchema, productIdField, productSummary, typeValues } from "./schemas";

/**
 * The public catalogue under /v1/auth/customer (docs/product.md#catalogue) and its content pages
 * (docs/product.md#content-pages). Product calls depend on the delivery location, so they need a
 * served pincode header; the taxonomy, the index and the ratings do not. Every catalogue read answers
 * with an ETag of its own bytes and 304 when it still holds (docs/decisions/016).
 */

/** A whole number within bounds, with a message that says so whatever was sent instead. */
const wholeNumber = (name: string, max: number, fallback: number) => {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z.number({ invalid_type_error: message }).int(message).min(1, message).max(max, message).default(fallback);
};
const oneOf = <T extends [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { errorMap: () => ({ message: `${name} must be one of: ${values.join(", ")}` }) });

const notFound = { 404: "No product with that id" } as const;
const needsLocation = { 422: "The pincode header is missing or not a place we deliver to" } as const;
const catalogue = { access: "public" } as const;

export const listProducts = endpoint({
  ...catalogue,
  method: "POST",
  readOnly: true,
  path: "auth/customer/listProducts",
  summary:
    "One page of products, filtered by category, type and a name search; data.count is the number that match, unless data.more says that more than data.count match (counting stops at 100, or two pages past the page asked for if that is more)",
  body: z.object({
    page: wholeNumber("page", 100_000, 1),
    limit: wholeNumber("limit", 1000, 20),
    // Sent by the shop's existing clients; the catalogue is the same for every customer.
    customerId: z.string().max(64).nullish(),
    productType: oneOf("productType", [ALL_TYPES, ...typeValues] as [typeof ALL_TYPES, ...ProductType[]]).optional(),
    category: oneOf("category", categoryValues).optional(),
    featured: z.boolean({ invalid_type_error: "featured must be true or false" }).optional(),
    search: z
      .string({ invalid_type_error: "search must be text" })
      .max(MAX_SEARCH, `search must be at most ${MAX_SEARCH} characters`)
      .optional()
      .describe("Only products whose name contains this, ignoring case"),
  }),
  response: z.object({ list: z.array(productSummary), count: z.number(), more: z.boolean() }),
  failures: needsLocation,
});

export const getProductDetails = endpoint({
  ...catalogue,
  method: "GET",
  path: "auth/customer/getProductDetails",
  summary: "A product by its id: its name with hyphens for spaces, exactly",
  query: z.object({ id: productIdField }),
  response: productDetail,
  failures: { ...notFound, ...needsLocation },
});

/** getProductDetails as the shop's existing clients post it. */
export const postProductDetails = endpoint({
  ...catalogue,
  method: "POST",
  path: "auth/customer/getProductDetails",
  summary: "The same as GET, with the id in the body",
  body: z.object({ id: productIdField }),
  response: productDetail,
  failures: { ...notFound, ...needsLocation },
});

export const listProductIndex = endpoint({
  ...catalogue,
  method: "GET",
  path: "auth/customer/listProductIndex",
  summary: "Every product's id and category, for sitemaps: no prices, so no location needed",
  response: z.object({ list: z.array(z.object({ id: z.string(), category: z.enum(categoryValues), updatedAt: z.string() })), count: z.number() }),
});

const taxonomy = z.object({ name: z.string(), description: z.string(), productCount: z.number() });

export const listCategory = endpoint({
  ...catalogue,
  method: "GET",
  path: "auth/customer/listCategory",
  summary: "The categories (prefill, refill) with their number of products",
  response: z.object({ list: z.array(taxonomy.extend({ category: z.enum(categoryValues) })), count: z.number() }),
});

export const listProductType = endpoint({
  ...catalogue,
  method: "GET",
  path: "auth/customer/listProductType",
  summary: "The product types with their number of products",
  response: z.object({ list: z.array(taxonomy.extend({ slug: z.enum(typeValues) })), count: z.number() }),
});

export const getListProductRating = endpoint({
  ...catalogue,
  method: "POST",
  readOnly: true,
  path: "auth/customer/getListProductRating",
  summary: "A product's ratings (average, count, how many of each star, 5 to 1) and a page of its newest reviews with their photos; empty until reviews exist",
  body: z.object({ productId: productIdField, page: wholeNumber("page", 100_000, 1), limit: wholeNumber("limit", 50, 10) }),
  response: productRatingListSchema,
  failures: notFound,
});

const cmsPage = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()), points: z.array(z.string()).optional() })),
  updatedAt: z.string(),
}) satisfies z.ZodType<CmsPage>;

export const getCms = endpoint({
  access: "public",
  method: "POST",
  readOnly: true,
  path: "auth/customer/getCms",
  summary: "A content page: tc (terms), pp (privacy), rrd (pricing, delivery, return and refund), sp (shipping)",
  body: z.object({
    key: z.string({ required_error: "key is required", invalid_type_error: "key is required" }).min(1, "key is required").max(20, "Page not found"),
  }),
  response: cmsPage,
  failures: { 404: "No page with that key" },
});

// ---------------------------------------------------------------------------------------------------
// Operators

const MAX_REFILLS = 10;

export const setProductRefills = endpoint({
  access: "operator",
  roles: ["catalogue"],
  method: "POST",
  path: "api/admin/setProductRefills",
  summary: "Sets the refills of a ready-to-use bottle (docs/product.md#refills): each a refill of the same type; an empty list unpairs it",
  body: z.object({
    productId: productIdField,
    refillIds: z
      .array(productIdField, { required_error: "refillIds is required", invalid_type_error: "refillIds must be a list of product ids" })
      .max(MAX_REFILLS, `A bottle has at most ${MAX_REFILLS} refills`),
  }),
  response: z.object({ productId: z.string(), refillIds: z.array(z.string()) }),
  failures: {
    400: "The product is not a ready-to-use bottle, or a refill is not a refill of its type",
    404: "No product with one of those ids",
  },
});

/** A product as the console edits it: rupees, stock and whether the shop shows it. */
const operatorProduct = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  productType: z.string(),
  description: z.string(),
  price: z.number().describe("The MRP, rupees"),
  salePrice: z.number().describe("What the shopper pays, rupees; at most the price"),
  stock: z.number().int(),
  active: z.boolean(),
  image: z.string().nullable().describe("The first picture's address"),
  updatedAt: z.string(),
});

const catalogueOperator = { access: "operator", roles: ["catalogue"] } as const;

export const listProductsForOperator = endpoint({
  ...catalogueOperator,
  method: "GET",
  path: "api/admin/listProducts",
  summary: `Every product, active or not, by name, ${OPERATOR_PRODUCT_PAGE} a page; search matches the name`,
  // A query's page arrives as text: read as a number, as a JSON body's would be.
  query: z.object({ search: z.string().trim().max(MAX_SEARCH).optional(), page: numeric(wholeNumber("page", 10_000, 1)) }),
  response: z.object({ list: z.array(operatorProduct), count: z.number().int(), page: z.number().int() }),
});

export const getProductForOperator = endpoint({
  ...catalogueOperator,
  method: "GET",
  path: "api/admin/getProduct",
  summary: "One product as the console edits it; a ready-to-use bottle with the refills of its type, each paired with it or not",
  query: z.object({ id: productIdField }),
  response: operatorProduct.extend({ refills: z.array(z.object({ id: z.string(), name: z.string(), paired: z.boolean() })) }),
  failures: notFound,
});

export const updateProduct = endpoint({
  ...catalogueOperator,
  method: "POST",
  path: "api/admin/updateProduct",
  summary: "Changes a product's price, sale price, stock, description or whether it is shown; only the fields given change, and the change is audited",
  body: productEditSchema,
  response: operatorProduct,
  failures: notFound,
});

/** Its fields are newProductSchema's and its file `picture`; the API's handler reads and checks them. */
export const createProduct = endpoint({
  ...catalogueOperator,
  method: "POST",
  path: "api/admin/createProduct",
  summary:
    "Adds a product, shown in the shop at once: multipart/form-data with name, category, productType, netQuantity, unit (ml or g), price, salePrice (rupees), stock, description and the file `picture` (JPEG, PNG or WebP by its bytes, at most 5 MB; stored as square WebP pictures at the demo pictures' two sizes); audited",
  body: "multipart",
  response: operatorProduct,
});
