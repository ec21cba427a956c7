import { sql } from "kysely";
import {
  cartMessages,
  cartTotals,
  couponMessages,
  MAX_CART_LINES,
  MAX_QUANTITY,
  maxQuantityFor,
  referralMessages,
  type CartTotals,
  type PricedLine,
} from "@domain/cart/cart";
import type { ProductSummary } from "@domain/catalogue/catalogue";
import { canBuyAgain } from "@domain/orders/orders";
import { refillFor } from "@domain/refills/reminders";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import type { Db } from "../../db";
import { DomainError, phrase, type ErrorKind, type Phrase } from "../errors";
import { productColumns, productsWithRating, toSummary } from "../catalogue/catalogue";
import { discountRule, findCoupon, refusalFor } from "./coupons";
import { countCustomerOrders } from "../account/customers";
import { referralAsFriend, referralOffer, referrerOf } from "./referrals";
import { inLanguage, translation } from "../i18n/translations";

/**
 * A signed-in customer's cart. Lines hold a product and a quantity, never a price: every read prices
 * them from the catalogue. Every query names the customer's id, so ids from another customer's cart
 * only ever change this customer's. Each read re-checks the applied coupon and drops it, with the
 * reason in `notices`, once the cart no longer qualifies (below its minimum, expired...). Products and
 * the coupon are described in the request's language (`language`, English by default: an order placed
 * from the cart records the English names).
 */
export type CartLine = PricedLine & {
  product: ProductSummary;
  /** The most this line may hold now: the line limit or the stock. */
  maxQuantity: number;
  /** False when the product is no longer sold or has fewer in stock than the line: it is left out of the totals. */
  available: boolean;
  /** Translated where it leaves the API (routes/customer/cart.ts). */
  problem: Phrase | null;
};

export type Cart = {
  lines: CartLine[];
  count: number;
  totals: CartTotals;
  coupon: { code: string; description: string } | null;
  referral: { code: string; product: ProductSummary; inCart: boolean } | null;
  notices: Phrase[];
};

const lineRows = (db: Db, customerId: string, language: Language) =>
  db
    .selectFrom("cart_line")
    .innerJoin("product", "product.id", "cart_line.product_id")
    .leftJoin("product_rating", "product_rating.product_id", "product.id")
    .select([...productColumns(language), "product.active", "cart_line.quantity"])
    .where("cart_line.customer_id", "=", customerId)
    .orderBy("cart_line.created_at")
    .orderBy("cart_line.product_id")
    .execute();

type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/** A line priced from the catalogue, with what stops it being bought now (the same rules for every cart). */
function pricedLine(row: LineRow): CartLine {
  const problem = !row.active
    ? phrase(cartMessages.productNotFound)
    : row.stock === 0
      ? phrase(cartMessages.outOfStock)
      : row.quantity > row.stock
        ? phrase(cartMessages.onlyLeft, { stock: row.stock })
        : null;
  return {
    productId: row.public_id,
    unitPricePaise: row.sale_price_paise,
    unitMrpPaise: row.mrp_paise,
    quantity: row.quantity,
    product: toSummary(row),
    maxQuantity: row.active ? maxQuantityFor(row.stock) : 0,
    available: problem === null,
    problem,
  };
}

const unitCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * A guest's cart (auth/customer/priceCart): product ids and quantities priced and checked with the
 * customer's rules and messages. Products no longer sold drop out, as from the list pages; codes need
 * an account, so there are none.
 */
export async function priceLines(db: Db, items: readonly { productId: string; quantity: number }[], language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  const rows = items.length
    ? await productsWithRating(db)
        .select([...productColumns(language), "product.active"])
        .where(
          "public_id",
          "in",
          items.map((i) => i.productId),
        )
        .where("active", "=", true)
        .execute()
    : [];
  const lines = items.flatMap((item) => {
    const row = rows.find((r) => r.public_id === item.productId);
    return row ? [pricedLine({ ...row, quantity: item.quantity })] : [];
  });
  return { lines, count: unitCount(lines), totals: cartTotals(lines.filter((l) => l.available)), coupon: null, referral: null, notices: [] };
}

/** The customer's cart, priced from the catalogue, with the applied coupon checked again. */
export async function loadCart(db: Db, customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  const [rows, applied, referral, offer] = await Promise.all([
    lineRows(db, customerId, language),
    db
      .selectFrom("cart_coupon")
      .innerJoin("coupon", "coupon.code", "cart_coupon.coupon_code")
      .selectAll("coupon")
      .select(translation(language, "coupon_translation", "description", "coupon.code").as("translated_description"))
      .where("cart_coupon.customer_id", "=", customerId)
      .executeTakeFirst(),
    referralAsFriend(db, customerId),
    referralOffer(db, language),
  ]);
  const notices: Phrase[] = [];
  const lines = rows.map(pricedLine);
  const priced = lines.filter((line) => line.available);
  let pendingReferral = referral && referral.order_id === null ? referral : null;
  // A code applied but not used by the first order (it was not in the cart then) lapses with it.
  if (pendingReferral && (await countCustomerOrders(db, customerId)) > 0) {
    await db.deleteFrom("referral").where("friend_id", "=", customerId).where("order_id", "is", null).execute();
    notices.push(phrase("Referral code {code} was removed: {reason}", { code: pendingReferral.code, reason: phrase(referralMessages.firstOrderOnly) }));
    pendingReferral = null;
  }
  const referralRule = pendingReferral && offer ? { rule: offer.friendRule, productId: offer.product.id } : null;
  if (pendingReferral && !offer) notices.push(phrase(referralMessages.unavailable));

  let coupon = applied ?? null;
  if (coupon) {
    const subTotal = cartTotals(priced).subTotal;
    const refusal = coupon.active ? await refusalFor(db, coupon, customerId, subTotal) : phrase(couponMessages.invalid);
    if (refusal) {
      await db.deleteFrom("cart_coupon").where("customer_id", "=", customerId).execute();
      // An emptied cart needs no explanation for losing its code.
      if (priced.length) notices.push(phrase("Promo code {code} was removed: {reason}", { code: coupon.code, reason: refusal }));
      coupon = null;
    }
  }
  return {
    lines,
    count: unitCount(lines),
    totals: cartTotals(priced, { coupon: coupon ? discountRule(coupon) : null, referral: referralRule }),
    coupon: coupon ? { code: coupon.code, description: coupon.translated_description ?? coupon.description } : null,
    referral:
      pendingReferral && offer ? { code: pendingReferral.code, product: offer.product, inCart: priced.some((l) => l.productId === offer.product.id) } : null,
    notices,
  };
}

/** The badge's number (api/customer/getUserCartCount): every unit in the cart. */
export async function cartCount(db: Db, customerId: string): Promise<number> {
  const { n } = await db
    .selectFrom("cart_line")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("quantity"), sql<string>`0`).as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Runs a change to one customer's cart in a transaction that locks the customer, so concurrent
 * changes (two tabs, a merge at sign-in) cannot pass the limits together.
 */
function changeCart<T>(db: Db, customerId: string, change: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("customer").select("id").where("id", "=", customerId).forUpdate().executeTakeFirstOrThrow();
    return change(trx);
  });
}

/** A product that can be sold, by its public id; 404 otherwise. */
async function sellable(db: Db, productId: string) {
  const product = await db
    .selectFrom("product")
    .select(["id", "stock", "name"])
    .where("public_id", "=", productId)
    .where("active", "=", true)
    .executeTakeFirst();
  if (!product) throw new DomainError("not_found", "product_not_found", cartMessages.productNotFound);
  return product;
}

/** Refuses a quantity the stock cannot cover. */
function requireStock(stock: number, quantity: number) {
  if (stock === 0) throw new DomainError("conflict", "out_of_stock", cartMessages.outOfStock);
  if (quantity > stock) throw new DomainError("conflict", "out_of_stock", cartMessages.onlyLeft, undefined, { stock });
}

async function lineCount(trx: Db, customerId: string) {
  const { n } = await trx
    .selectFrom("cart_line")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function putLine(trx: Db, customerId: string, productDbId: string, quantity: number) {
  await trx
    .insertInto("cart_line")
    .values({ customer_id: customerId, product_id: productDbId, quantity })
    .onConflict((oc) => oc.columns(["customer_id", "product_id"]).doUpdateSet({ quantity, updated_at: new Date() }))
    .execute();
}

const currentQuantity = async (trx: Db, customerId: string, productDbId: string) =>
  (await trx.selectFrom("cart_line").select("quantity").where("customer_id", "=", customerId).where("product_id", "=", productDbId).executeTakeFirst())
    ?.quantity;

/** Adds units of a product, on top of any already in the cart (api/customer/addItemToCart). */
export async function addItem(db: Db, customerId: string, productId: string, quantity: number, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  await changeCart(db, customerId, async (trx) => {
    const product = await sellable(trx, productId);
    const existing = await currentQuantity(trx, customerId, product.id);
    const total = (existing ?? 0) + quantity;
    if (total > MAX_QUANTITY) {
      throw existing
        ? new DomainError("conflict", "line_full", cartMessages.lineFullHave, undefined, { existing })
        : new DomainError("conflict", "line_full", cartMessages.lineFull);
    }
    requireStock(product.stock, total);
    if (existing === undefined && (await lineCount(trx, customerId)) >= MAX_CART_LINES) throw new DomainError("conflict", "cart_full", cartMessages.cartFull);
    await putLine(trx, customerId, product.id, total);
  });
  return loadCart(db, customerId, language);
}

/** Sets a line's quantity (api/customer/updateProductQty); the product must be in the cart. */
export async function setQuantity(db: Db, customerId: string, productId: string, quantity: number, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  await changeCart(db, customerId, async (trx) => {
    const product = await trx.selectFrom("product").select(["id", "stock", "active"]).where("public_id", "=", productId).executeTakeFirst();
    if (!product || (await currentQuantity(trx, customerId, product.id)) === undefined)
      throw new DomainError("not_found", "not_in_cart", cartMessages.notInCart);
    if (!product.active) throw new DomainError("not_found", "product_not_found", cartMessages.productNotFound);
    requireStock(product.stock, quantity);
    await putLine(trx, customerId, product.id, quantity);
  });
  return loadCart(db, customerId, language);
}

/** Takes a product out of the cart (api/customer/removeProductFrmCart). */
export async function removeItem(db: Db, customerId: string, productId: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  const removed = await db
    .deleteFrom("cart_line")
    .where("customer_id", "=", customerId)
    .where("product_id", "=", (eb) => eb.selectFrom("product").select("id").where("public_id", "=", productId))
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new DomainError("not_found", "not_in_cart", cartMessages.notInCart);
  return loadCart(db, customerId, language);
}

/** Empties the cart and takes off its promo code (api/customer/emptyUsersCart, and checkout once the order is placed). */
export async function emptyCart(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom("cart_line").where("customer_id", "=", customerId).execute();
  await db.deleteFrom("cart_coupon").where("customer_id", "=", customerId).execute();
}

/** A product to put in the cart, its name in the request's language for a notice, and how many; `problem` leaves it out. */
type Wanted = { id: string; name: string; stock: number; active: boolean; quantity: number; problem?: string };

/**
 * Puts products in the cart on top of what it holds, each up to the line limit and the stock. Products
 * that cannot be sold, or that no longer fit, are left out and named in the cart's notices; the rest
 * still go in. `wanted` is read in the cart's transaction, so the stock it sees is the stock it uses.
 */
async function putInCart(db: Db, customerId: string, wanted: (trx: Db) => Promise<Wanted[]>, language: Language): Promise<Cart> {
  const notices = await changeCart(db, customerId, async (trx) => {
    const left: Phrase[] = [];
    let lines = await lineCount(trx, customerId);
    for (const product of await wanted(trx)) {
      const leftOut = (problem: string) => left.push(phrase("{product}: {problem}", { product: product.name, problem: phrase(problem) }));
      const existing = product.active ? await currentQuantity(trx, customerId, product.id) : undefined;
      const total = Math.min((existing ?? 0) + product.quantity, maxQuantityFor(product.stock));
      if (product.problem) leftOut(product.problem);
      else if (!product.active) leftOut(cartMessages.noLongerSold);
      else if (product.stock === 0) leftOut(cartMessages.outOfStock);
      else if (existing === undefined && lines >= MAX_CART_LINES) leftOut(cartMessages.cartFull);
      else if (total > (existing ?? 0)) {
        await putLine(trx, customerId, product.id, total);
        if (existing === undefined) lines++;
      }
    }
    return left;
  });
  const cart = await loadCart(db, customerId, language);
  return { ...cart, notices: [...notices, ...cart.notices] };
}

/** A product's columns for putInCart, its name in the language. */
const wantedColumns = (language: Language) =>
  ["product.id", inLanguage(language, "product.name", "product_translation", "name", "product.id").as("name"), "product.stock", "product.active"] as const;

/** Merges a guest's cart at sign-in (api/customer/addLocalItemToCart): each product's units added to the customer's. */
export async function mergeItems(
  db: Db,
  customerId: string,
  items: { productId: string; quantity: number }[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<Cart> {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  return putInCart(
    db,
    customerId,
    async (trx) => {
      if (!wanted.size) return [];
      // Unknown ids have no name to show; there is nothing to merge.
      const products = await trx
        .selectFrom("product")
        .select([...wantedColumns(language), "product.public_id"])
        .where("product.public_id", "in", [...wanted.keys()])
        .execute();
      return products.map((p) => ({ ...p, quantity: wanted.get(p.public_id)! }));
    },
    language,
  );
}

/** The refills still sold of these bottles, each with the bottle it fits, smallest first (as a product's page lists them). */
const refillsOf = (trx: Db, bottleIds: string[], language: Language) =>
  bottleIds.length
    ? trx
        .selectFrom("product_refill")
        .innerJoin("product", "product.id", "product_refill.refill_id")
        .select([...wantedColumns(language), "product_refill.bottle_id"])
        .where("product_refill.bottle_id", "in", bottleIds)
        .where("product.active", "=", true)
        .orderBy("product.net_quantity")
        .orderBy("product.sort_order")
        .execute()
    : Promise.resolve([]);

/** A product bought as its refill (refillFor), in its quantity; a bottle without one is left out with its reason. */
function asRefill(line: Wanted & { category: string }, refills: Awaited<ReturnType<typeof refillsOf>>): Wanted {
  const refill = refillFor<Omit<Wanted, "quantity">>(
    line,
    line.category === "refill",
    refills.filter((r) => r.bottle_id === line.id),
  );
  return refill
    ? { id: refill.id, name: refill.name, stock: refill.stock, active: refill.active, quantity: line.quantity }
    : { ...line, problem: cartMessages.noRefill };
}

/**
 * Buys an ended order again (api/customer/buyAgain, docs/product.md#buy-again): the same products and
 * quantities, or with `refills` each bottle's refill (its smallest) in the bottle's quantity, a refill
 * as itself. What cannot be bought now is named in the notices. Another customer's order: not found.
 */
export async function buyAgain(
  db: Db,
  customerId: string,
  orderNumber: string,
  what: "same" | "refills",
  language: Language = DEFAULT_LANGUAGE,
): Promise<Cart> {
  const order = await db
    .selectFrom("customer_order")
    .select(["id", "status"])
    .where("customer_id", "=", customerId)
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
  if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
  if (!canBuyAgain(order.status)) throw new DomainError("conflict", "order_under_way", cartMessages.orderUnderWay);
  return putInCart(
    db,
    customerId,
    async (trx) => {
      const lines = await trx
        .selectFrom("order_line")
        .innerJoin("product", "product.id", "order_line.product_id")
        .select([...wantedColumns(language), "product.category", "order_line.quantity"])
        .where("order_line.order_id", "=", order.id)
        .orderBy("order_line.product_name")
        .execute();
      if (what === "same") return lines;
      const refills = await refillsOf(
        trx,
        lines.map((l) => l.id),
        language,
      );
      return lines.map((line) => asRefill(line, refills));
    },
    language,
  );
}

/**
 * Puts one unit of a product's refill in the cart (api/customer/addRefillToCart, the link of a refill
 * reminder, docs/product.md#refill-reminders): a bottle's smallest refill, a refill itself. What stops
 * it (no refill, out of stock, no longer sold, a full cart) is named in the notices. Unknown: not found.
 */
export async function addRefill(db: Db, customerId: string, productId: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  return putInCart(
    db,
    customerId,
    async (trx) => {
      const product = await trx
        .selectFrom("product")
        .select([...wantedColumns(language), "product.category"])
        .where("product.public_id", "=", productId)
        .executeTakeFirst();
      if (!product) throw new DomainError("not_found", "product_not_found", cartMessages.productNotFound);
      return [asRefill({ ...product, quantity: 1 }, await refillsOf(trx, [product.id], language))];
    },
    language,
  );
}

/** Applies a promo code to the cart (api/customer/applyCoupon), replacing any other; each rule refuses with its own message. */
export async function applyCoupon(db: Db, customerId: string, code: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  const coupon = await findCoupon(db, code);
  const cart = await loadCart(db, customerId, language);
  const refusal = await refusalFor(db, coupon, customerId, cart.totals.subTotal);
  if (refusal) throw new DomainError("invalid", "coupon_refused", refusal.template, { couponCode: refusal.template }, refusal.params);
  await db
    .insertInto("cart_coupon")
    .values({ customer_id: customerId, coupon_code: coupon.code })
    .onConflict((oc) => oc.column("customer_id").doUpdateSet({ coupon_code: coupon.code, applied_at: new Date() }))
    .execute();
  return loadCart(db, customerId, language);
}

export async function removeCoupon(db: Db, customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  await db.deleteFrom("cart_coupon").where("customer_id", "=", customerId).execute();
  return loadCart(db, customerId, language);
}

const referralRefused = (kind: ErrorKind, code: string, message: string) => new DomainError(kind, code, message, { referralCode: message });

/**
 * A friend applies a referral code (api/customer/checkReferralCode): not their own, only one, and only
 * before their first order. The referral product is what the discount is on, so it is put in the
 * cart (one unit) when it is not there yet.
 */
export async function applyReferral(db: Db, customerId: string, code: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  await changeCart(db, customerId, async (trx) => {
    const referrer = await referrerOf(trx, code);
    if (!referrer) throw referralRefused("not_found", "referral_not_found", referralMessages.invalid);
    if (referrer.customer_id === customerId) throw referralRefused("invalid", "own_referral", referralMessages.own);
    const earlier = await referralAsFriend(trx, customerId);
    if (earlier)
      throw referralRefused("conflict", "referral_taken", earlier.order_id === null ? referralMessages.alreadyApplied : referralMessages.alreadyUsed);
    if ((await countCustomerOrders(trx, customerId)) > 0) throw referralRefused("invalid", "not_first_order", referralMessages.firstOrderOnly);
    const offer = await referralOffer(trx);
    if (!offer || !offer.inStock) throw referralRefused("conflict", "referral_unavailable", referralMessages.unavailable);
    if ((await currentQuantity(trx, customerId, offer.productDbId)) === undefined) {
      if ((await lineCount(trx, customerId)) >= MAX_CART_LINES) throw referralRefused("conflict", "cart_full", cartMessages.cartFull);
      await putLine(trx, customerId, offer.productDbId, 1);
    }
    await trx.insertInto("referral").values({ friend_id: customerId, referrer_id: referrer.customer_id, code }).execute();
  });
  return loadCart(db, customerId, language);
}

/** Takes off a referral code not yet used by an order; the product it brought stays in the cart. */
export async function removeReferral(db: Db, customerId: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  const removed = await db.deleteFrom("referral").where("friend_id", "=", customerId).where("order_id", "is", null).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new DomainError("not_found", "referral_not_applied", referralMessages.notApplied);
  return loadCart(db, customerId, language);
}
