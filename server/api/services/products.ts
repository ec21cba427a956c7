import { sql } from "kysely";
import { OPERATOR_PRODUCT_PAGE } from "@domain/catalogue/catalogue";
import { paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import type { Db } from "../db";
import { audit, type Actor } from "./audit";
import { DomainError } from "./errors";

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

export async function getProductForOperator(db: Db, id: string) {
  const row = await db.selectFrom("product").select(columns).where("public_id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return toOperatorProduct(row);
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
