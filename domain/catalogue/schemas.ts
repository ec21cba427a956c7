import { z, type ZodTypeAny } from "zod";
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
  subscribe: z
    .object({ discountPercent: z.number(), intervalWeeks: z.number(), unitPrice: z.number().describe("Rupees a unit on subscription") })
    .nullable()
    .describe("Subscribe and save: null when the product is not offered on subscription (out of stock)"),
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

export const productIdField = z
  .string({ required_error: "id is required", invalid_type_error: "id is required" })
  .min(1, "id is required")
  .max(200, "id must be at most 200 characters");

/** Longest search worth matching: product names are at most 120 characters. */
export const MAX_SEARCH = 120;

/* The console's product forms (createProduct, updateProduct and their pages). */
const MIN_PRICE = 0.01;
const MAX_PRICE = 1_000_000;
const MAX_STOCK = 1_000_000;
/** A number as a JSON body sends it, or as a multipart form's text (blank is none). */
export const numeric = <T extends ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value !== "string" ? value : value.trim() === "" ? undefined : Number(value)), schema);
const rupees = (name: string) =>
  numeric(
    z
      .number({ required_error: `${name} must be a number`, invalid_type_error: `${name} must be a number` })
      .min(MIN_PRICE, `${name} must be more than 0`)
      .max(MAX_PRICE, `${name} must be at most ${MAX_PRICE}`),
  );
const stockField = numeric(
  z
    .number({ required_error: "Stock must be a whole number", invalid_type_error: "Stock must be a whole number" })
    .int("Stock must be a whole number")
    .min(0, "Stock must be 0 or more")
    .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`),
);
const descriptionField = z
  .string({ required_error: "Please enter a description", invalid_type_error: "Please enter a description" })
  .trim()
  .min(1, "Please enter a description")
  .max(2000, "Please keep this under 2000 characters");

/**
 * A sale price above the price is refused under the sale price (the API also holds it against the
 * stored price); a price refused itself is not compared, so it is told once, under the price.
 */
const saleAtMostPrice = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.refine(
    (product) => {
      const { price, salePrice } = product as { price?: number; salePrice?: number };
      return price === undefined || salePrice === undefined || !(price >= MIN_PRICE) || salePrice <= price;
    },
    { message: "Sale price must not be more than the price", path: ["salePrice"] },
  );

const editFields = { id: productIdField, price: rupees("Price"), salePrice: rupees("Sale price"), stock: stockField, description: descriptionField };

/** The editable fields: each optional, checked alone here and against the product's stored values by the API. */
export const productEditSchema = saleAtMostPrice(
  z.object({
    id: productIdField,
    price: editFields.price.optional(),
    salePrice: editFields.salePrice.optional(),
    stock: stockField.optional(),
    description: descriptionField.optional(),
    active: z.boolean({ invalid_type_error: "active is true or false" }).optional(),
  }),
);

/**
 * The console's product form (/admin/products/:id): every field, sent whole to updateProduct. A box
 * left unticked is not posted at all, so no `active` means hidden from the shop.
 */
export const productFormSchema = saleAtMostPrice(z.object({ ...editFields, active: z.boolean().default(false) }));

/** A new product's name: its public id and address are the name with hyphens for spaces, so it keeps to what an address holds plainly. */
const productNameField = z
  .string({ required_error: "Please enter the product's name", invalid_type_error: "Please enter the product's name" })
  .trim()
  .transform((name) => name.replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "Please enter the product's name")
      .max(MAX_SEARCH, `Please keep the name to ${MAX_SEARCH} characters`)
      .regex(/^[\p{L}\p{M}\p{N} .,&()']+$/u, "Use letters, numbers, spaces and . , & ( ) ' in the name"),
  );

/** A new product's fields (createProduct's multipart fields, and the console's form of them); its picture is the file `picture`. */
export const newProductSchema = saleAtMostPrice(
  z.object({
    name: productNameField,
    category: z.enum(categoryValues, { errorMap: () => ({ message: "Please choose a category" }) }),
    productType: z.enum(typeValues, { errorMap: () => ({ message: "Please choose a type" }) }),
    netQuantity: numeric(
      z
        .number({ required_error: "Quantity must be a whole number", invalid_type_error: "Quantity must be a whole number" })
        .int("Quantity must be a whole number")
        .min(1, "Quantity must be a whole number")
        .max(100_000, "Quantity must be at most 100000"),
    ),
    unit: z.enum(["ml", "g"], { errorMap: () => ({ message: "Please choose a unit" }) }),
    price: editFields.price,
    salePrice: editFields.salePrice,
    stock: stockField,
    description: descriptionField,
  }),
);
export type NewProduct = z.output<typeof newProductSchema>;

/** What a new product's picture is refused with (it is held to the review photos' limits, docs/decisions/013). */
export const productPictureMessages = {
  photoMissing: "Please choose a picture of the product",
  photoSize: "The picture must be 5 MB or smaller",
  photoType: "The picture must be a JPEG, PNG or WebP image",
  photoBroken: "This picture could not be read. Please choose another one",
  photoPixels: "This picture is too large to process. Please choose a smaller one",
} as const;
