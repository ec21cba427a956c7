import { sql } from "kysely";
import { OPERATOR_PRODUCT_PAGE, productId } from "@domain/catalogue/catalogue";
import { productPictureMessages, type NewProduct } from "@domain/catalogue/schemas";
import { GST_RATE, hsnFor, shippingWeightOf, useDaysOf } from "@domain/catalogue/tax-weight-use";
import { paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import type { Db } from "../../db";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";
import { productPicture, storePictures } from "./product-pictures";
import { checkPicture, unreadablePicture } from "./photos";
import type { FileStorage } from "../storage";

/**
 * The console's catalogue (docs/decisions/030): every product, shown or not, and its edits. An edit
 * locks the product's row, so of two edits at once the second starts from the first's result: the
 * last one wins and each is audited with what it really changed.
 */
const columns = [
  "id",
  "public_id",
  "name",
  "category",
  "product_type",
  "description",
  "mrp_paise",
  "sale_price_paise",
  "stock",
  "active",
  "images",
  "updated_at",
] as const;
type ProductRow = {
  public_id: string;
  name: string;
  category: string;
  product_type: string;
  description: string;
  mrp_paise: number;
  sale_price_paise: number;
  stock: number;
  active: boolean;
  images: { path: string }[];
  updated_at: Date;
};

const toOperatorProduct = (row: ProductRow) => ({
  id: row.public_id,
  name: row.name,
  category: row.category,
  productType: row.product_type,
  description: row.description,
  price: paiseToRupees(row.mrp_paise),
  salePrice: paiseToRupees(row.sale_price_paise),
  stock: row.stock,
  active: row.active,
  // A stored picture's path is its address under the storefront (as the shop's catalogue answers it).
  image: row.images[0] ? `/${row.images[0].path}` : null,
  updatedAt: row.updated_at.toISOString(),
});

/** What the audit keeps of a product: the fields an operator edits. */
const editable = (row: ProductRow) => ({
  price: paiseToRupees(row.mrp_paise),
  salePrice: paiseToRupees(row.sale_price_paise),
  stock: row.stock,
  description: row.description,
  active: row.active,
});

const notFound = () => new DomainError("not_found", "product_not_found", "Product not found");

export async function listProductsForOperator(db: Db, filter: { search?: string; page: number }) {
  let query = db.selectFrom("product");
  if (filter.search) query = query.where("search_name", "like", `%${filter.search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`);
  const [rows, total] = await Promise.all([
    query
      .select(columns)
      .orderBy("name")
      .orderBy("id")
      .limit(OPERATOR_PRODUCT_PAGE)
      .offset((filter.page - 1) * OPERATOR_PRODUCT_PAGE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((row) => toOperatorProduct(row)), count: Number(total.count), page: filter.page };
}

/** One product; a ready-to-use bottle with every refill of its type, paired with it or not (docs/product.md#refills). */
export async function getProductForOperator(db: Db, id: string) {
  const row = await db.selectFrom("product").select(columns).where("public_id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const refills =
    row.category === "prefill"
      ? await db
          .selectFrom("product as refill")
          .leftJoin("product_refill as pair", (join) => join.onRef("pair.refill_id", "=", "refill.id").on("pair.bottle_id", "=", row.id))
          .select(["refill.public_id as id", "refill.name", sql<boolean>`pair.refill_id is not null`.as("paired")])
          .where("refill.category", "=", "refill")
          .where("refill.product_type", "=", row.product_type)
          .orderBy("refill.name")
          .execute()
      : [];
  return { ...toOperatorProduct(row), refills };
}

type ProductEdit = { id: string; price?: number; salePrice?: number; stock?: number; description?: string; active?: boolean };

/** Changes the fields given; a sale price above the price (given or stored) is refused and nothing changes. */
export async function updateProduct(db: Db, actor: Actor, edit: ProductEdit) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("product").select(columns).where("public_id", "=", edit.id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    const mrp = edit.price === undefined ? row.mrp_paise : rupeesToPaise(edit.price);
    const sale = edit.salePrice === undefined ? row.sale_price_paise : rupeesToPaise(edit.salePrice);
    if (sale > mrp) {
      const message = "Sale price must not be more than the price";
      throw new DomainError("invalid", "validation", message, { [edit.salePrice === undefined ? "price" : "salePrice"]: message });
    }
    const updated = await trx
      .updateTable("product")
      .set({
        mrp_paise: mrp,
        sale_price_paise: sale,
        ...(edit.stock !== undefined ? { stock: edit.stock } : {}),
        ...(edit.description !== undefined ? { description: edit.description } : {}),
        ...(edit.active !== undefined ? { active: edit.active } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", row.id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    await audit(trx, actor, { action: "product.update", entityType: "product", entityId: row.public_id, before: editable(row), after: editable(updated) });
    return toOperatorProduct(updated);
  });
}

/** A new product's file name: its name in lower case, with hyphens for anything but letters and digits (a storage key's name). */
const pictureName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "product";

/**
 * Adds a product with its picture (the console's /admin/products/new), shown in the shop at once. The
 * picture is checked and stored first (a stored file nobody names costs only its bytes); its tax code,
 * GST and use period are its type's, as the demo's are. A name that another product has (their
 * addresses would be the same) is refused under the name.
 */
export async function createProduct(db: Db, storage: FileStorage, actor: Actor, fields: NewProduct, picture: Uint8Array) {
  const id = productId(fields.name);
  const taken = () => new DomainError("invalid", "validation", "A product with this name exists already", { name: "A product with this name exists already" });
  if (await db.selectFrom("product").select("id").where("public_id", "=", id).executeTakeFirst()) throw taken();
  const form = { field: "picture", messages: productPictureMessages };
  await checkPicture(picture, form);
  const { image, files } = productPicture(storage, pictureName(fields.name), picture, fields.name);
  await storePictures(storage, files).catch((error: unknown) => {
    throw unreadablePicture(error, form);
  });
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("product")
        .values({
          name: fields.name,
          category: fields.category,
          product_type: fields.productType,
          description: fields.description,
          net_quantity: fields.netQuantity,
          unit: fields.unit,
          use_days: useDaysOf(fields.productType, fields.netQuantity),
          shipping_weight_g: shippingWeightOf(fields.netQuantity),
          mrp_paise: rupeesToPaise(fields.price),
          sale_price_paise: rupeesToPaise(fields.salePrice),
          hsn_code: hsnFor(fields.productType),
          gst_rate: GST_RATE,
          stock: fields.stock,
          images: JSON.stringify([image]),
          // After every product there is: the shop's lists keep their order and show it last.
          sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from product)`,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      const after = { name: row.name, category: row.category, productType: row.product_type, ...editable(row), image: image.path };
      await audit(trx, actor, { action: "product.create", entityType: "product", entityId: row.public_id, before: null, after });
      return toOperatorProduct(row);
    });
  } catch (error) {
    // Another operator's product of the same name, added between the check and this one (unique_violation).
    if ((error as { code?: string }).code === "23505") throw taken();
    throw error;
  }
}
