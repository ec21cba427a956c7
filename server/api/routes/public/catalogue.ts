import { z } from "zod";
import { ALL_TYPES, CATEGORIES, PRODUCT_TYPES, type Category, type ProductType } from "@domain/catalogue/catalogue";
import { productDetail, productSummary } from "@domain/catalogue/schemas";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { catalogueEtag } from "../../http/catalogue-etag";
import { requireLocation } from "../../http/location";
import type { Api, RouteDeps } from "../../http/types";
import { productRatingListSchema } from "@domain/reviews/schemas";
import { getProduct, listCategories, listProducts, listProductTypes, productIndex } from "../../services/catalogue";
import { productRatings } from "../../services/reviews";
import type { FileStorage } from "../../services/storage";
import type { Scope } from "../../http/route";

const categoryValues = CATEGORIES.map((c) => c.category) as [Category, ...Category[]];
const typeValues = PRODUCT_TYPES.map((t) => t.slug) as [ProductType, ...ProductType[]];

/** A whole number within bounds, with a message that says so whatever was sent instead. */
const wholeNumber = (name: string, max: number, fallback: number) => {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z.number({ invalid_type_error: message }).int(message).min(1, message).max(max, message).default(fallback);
};
const oneOf = <T extends [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { errorMap: () => ({ message: `${name} must be one of: ${values.join(", ")}` }) });
const productIdField = z.string({ required_error: "id is required", invalid_type_error: "id is required" }).min(1, "id is required").max(200, "id must be at most 200 characters");

const notFound = failureSchema.describe("No product with that id");
/** Longest search worth matching: product names are at most 120 characters. */
const MAX_SEARCH = 120;
const needsLocation = { 422: failureSchema.describe("The pincode header is missing or not a place we deliver to") };

/**
 * The public catalogue under /v1/auth/customer (spec §7 Catalogue). Product calls depend on the
 * delivery location, so they need a served pincode header; the taxonomy and ratings do not. Every
 * read answers with an ETag of its own bytes and 304 when it still holds (docs/decisions/016).
 */
export function catalogueRoutes({ app }: Scope<"public">, { db, storage }: RouteDeps) {
  const located = requireLocation(db);

  app.post(
    "/listProducts",
    {
      preHandler: located, onSend: catalogueEtag,
      schema: {
        tags: ["catalogue"],
        summary:
          "One page of products, filtered by category, type and a name search; data.count is the number that match, unless data.more says that more than data.count match (counting stops at 100, or two pages past the page asked for if that is more)",
        body: z.object({
          page: wholeNumber("page", 100_000, 1),
          limit: wholeNumber("limit", 1000, 20),
          // Sent by the specification's clients; the catalogue is the same for every customer.
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
        response: { 200: envelope(z.object({ list: z.array(productSummary), count: z.number(), more: z.boolean() })), ...failureResponses, ...needsLocation },
      },
    },
    async (request) => {
      const { productType, ...filter } = request.body;
      return ok(await listProducts(db, { ...filter, productType: productType === ALL_TYPES ? undefined : productType }));
    },
  );

  const detail = { 200: envelope(productDetail), ...failureResponses, 404: notFound, ...needsLocation };
  app.get(
    "/getProductDetails",
    {
      preHandler: located, onSend: catalogueEtag,
      schema: { tags: ["catalogue"], summary: "A product by its id: its name with hyphens for spaces, exactly", querystring: z.object({ id: productIdField }), response: detail },
    },
    async (request) => ok(await getProduct(db, request.query.id)),
  );
  app.post(
    "/getProductDetails",
    { preHandler: located, onSend: catalogueEtag, schema: { tags: ["catalogue"], summary: "The same as GET, with the id in the body", body: z.object({ id: productIdField }), response: detail } },
    async (request) => ok(await getProduct(db, request.body.id)),
  );

  app.get(
    "/listProductIndex",
    {
      onSend: catalogueEtag,
      schema: {
        tags: ["catalogue"],
        summary: "Every product's id and category, for sitemaps: no prices, so no location needed",
        response: {
          200: envelope(z.object({ list: z.array(z.object({ id: z.string(), category: z.enum(categoryValues), updatedAt: z.string() })), count: z.number() })),
          ...failureResponses,
        },
      },
    },
    async () => {
      const list = await productIndex(db);
      return ok({ list, count: list.length });
    },
  );

  const taxonomy = z.object({ name: z.string(), description: z.string(), productCount: z.number() });
  app.get(
    "/listCategory",
    {
      onSend: catalogueEtag,
      schema: {
        tags: ["catalogue"],
        summary: "The categories (prefill, refill) with their number of products",
        response: { 200: envelope(z.object({ list: z.array(taxonomy.extend({ category: z.enum(categoryValues) })), count: z.number() })), ...failureResponses },
      },
    },
    async () => {
      const list = (await listCategories(db)).map((c) => ({ ...c, category: c.category as Category }));
      return ok({ list, count: list.length });
    },
  );
  app.get(
    "/listProductType",
    {
      onSend: catalogueEtag,
      schema: {
        tags: ["catalogue"],
        summary: "The product types with their number of products",
        response: { 200: envelope(z.object({ list: z.array(taxonomy.extend({ slug: z.enum(typeValues) })), count: z.number() })), ...failureResponses },
      },
    },
    async () => {
      const list = (await listProductTypes(db)).map((t) => ({ ...t, slug: t.slug as ProductType }));
      return ok({ list, count: list.length });
    },
  );

  app.post(
    "/getListProductRating",
    {
      onSend: catalogueEtag,
      schema: {
        tags: ["catalogue"],
        summary: "A product's ratings (average, count, how many of each star, 5 to 1) and a page of its newest reviews with their photos; empty until reviews exist",
        body: z.object({ productId: productIdField, page: wholeNumber("page", 100_000, 1), limit: wholeNumber("limit", 50, 10) }),
        response: {
          200: envelope(productRatingListSchema),
          ...failureResponses,
          404: notFound,
        },
      },
    },
    async (request) => {
      const { productId, ...page } = request.body;
      return ok(await productRatings(db, storage, productId, page));
    },
  );
}
