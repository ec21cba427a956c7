import type { Db } from "../../db";
import { audit, type Actor } from "../operators/audit";
import { DomainError } from "../errors";

/**
 * Bottles and their refills (docs/product.md#refills, migration 0023): a ready-to-use product names the
 * refills of its formula, which are refills of the same type.
 */
const refillMessages = {
  notABottle: "Only a ready-to-use product has refills",
  notARefill: "{productId} is not a refill of this product's type",
  unknown: "No product with the id {productId}",
} as const;

/** Replaces a bottle's refills with these (operators); the same list twice changes nothing. */
export async function setRefills(db: Db, actor: Actor, bottleId: string, refillIds: readonly string[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set([bottleId, ...refillIds])];
    const products = await trx.selectFrom("product").select(["id", "public_id", "category", "product_type"]).where("public_id", "in", ids).execute();
    const byId = new Map(products.map((p) => [p.public_id, p]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw new DomainError("not_found", "product_not_found", refillMessages.unknown, undefined, { productId: missing });
    const bottle = byId.get(bottleId)!;
    if (bottle.category !== "prefill") throw new DomainError("invalid", "not_a_bottle", refillMessages.notABottle, { productId: refillMessages.notABottle });
    const refills = [...new Set(refillIds)].map((id) => byId.get(id)!);
    const wrong = refills.find((r) => r.category !== "refill" || r.product_type !== bottle.product_type);
    if (wrong) throw new DomainError("invalid", "not_a_refill", refillMessages.notARefill, undefined, { productId: wrong.public_id });
    // The bottle's row, locked, makes two operators' changes to its pairs one after the other.
    await trx.selectFrom("product").select("id").where("id", "=", bottle.id).forUpdate().execute();
    const before = await trx
      .selectFrom("product_refill")
      .innerJoin("product", "product.id", "product_refill.refill_id")
      .select("product.public_id")
      .where("product_refill.bottle_id", "=", bottle.id)
      .orderBy("product.public_id")
      .execute();
    await trx.deleteFrom("product_refill").where("bottle_id", "=", bottle.id).execute();
    if (refills.length)
      await trx
        .insertInto("product_refill")
        .values(refills.map((r) => ({ bottle_id: bottle.id, refill_id: r.id })))
        .execute();
    const after = refills.map((r) => r.public_id);
    await audit(trx, actor, {
      action: "product.refills",
      entityType: "product",
      entityId: bottleId,
      before: { refills: before.map((r) => r.public_id) },
      after: { refills: [...after].sort() },
    });
    return after;
  });
}
