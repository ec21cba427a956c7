import { sql } from "kysely";
import { cartMessages } from "@domain/cart/cart";
import { formatRupees, paiseToRupees } from "@domain/shared/money";
import {
  OPERATOR_ORDER_PAGE_SIZE,
  ORDER_LIST_PAGE_SIZE,
  nextStatuses,
  orderActions,
  orderProgress,
  parseOrderFilter,
  type OrderStatus,
  type PaymentType,
  isDelayed,
} from "@domain/orders/orders";
import { type OrderDetails, type OrderListQuery, type OrderSummary } from "@domain/orders/schemas";
import type { Language } from "@domain/i18n/languages";
import { pincodeMessages } from "@domain/location/pincode";
import { CASH_REFUSALS } from "@domain/delivery/promise";
import { dueOnDelivery, payNowOptions, prepaidOfferOn } from "@domain/cod/prepaid";
import { orderPath } from "@domain/orders/labels";
import type { Db } from "../../db";
import type { OrderAddress } from "../../db/schema";
import { COMMAND_LINE } from "../operators/operators";
import { DomainError, phrase, type Phrase } from "../errors";
import { findActiveArea } from "../location/areas";
import { loadCart, type Cart } from "../cart/cart";
import type { Courier } from "../delivery/couriers/courier";
import { activeArea, cartWeight, promiseOf } from "../delivery/delivery";
import { recordCouponUse } from "../cart/coupons";
import { notify } from "../notifications/notifications";
import { consumeReferral } from "../cart/referrals";
import { operatorRefunds, refundOfOrder } from "./refunds";
import { codSettings } from "../cod/risk-facts";
import { payNowOrder } from "../payments/payments";
import { translation } from "../i18n/translations";
import { cashConfirmationOf, cashRiskOf, ladderAtPlacement, storeLadder, partAmountText, awaitingSql, type Ladder } from "../cod/ladder";
import { formatDateTime } from "@domain/shared/dates";

/** A product of the cart that cannot be bought (its problem is a phrase: "Only 2 left in stock"). */
const CART_CHANGED = "{product}: {problem} Please update your cart.";

const addressPincode = (db: Db, customerId: string, addressId: string) =>
  db.selectFrom("customer_address").select("pincode").where("customer_id", "=", customerId).where("id", "=", addressId).executeTakeFirst();

const orderByKey = (db: Db, customerId: string, idempotencyKey: string) =>
  db.selectFrom("customer_order").select("order_number").where("customer_id", "=", customerId).where("idempotency_key", "=", idempotencyKey).executeTakeFirst();

/** The days promised to an order, as text: a `date` read as a Date would be midnight in the server's time zone. */
const promisedDays = [sql<string | null>`promised_from::text`.as("promised_from_day"), sql<string | null>`promised_to::text`.as("promised_to_day")] as const;
const promisedOf = (row: { promised_from_day: string | null; promised_to_day: string | null }) =>
  row.promised_from_day && row.promised_to_day ? { from: row.promised_from_day, to: row.promised_to_day } : null;

type OrderInput = { addressId: string; paymentType: PaymentType; idempotencyKey: string };
type Placed = { orderNumber: string; created: boolean };

/**
 * What an order is placed from: the customer's cart (used up by the order), or a subscription's items
 * at their subscription prices (the cart untouched).
 */
export type Basket = {
  /** The lines as the server prices them now, read in the order's transaction. */
  price(trx: Db): Promise<Cart>;
  /** The parcel's weight, asked before the transaction. */
  weightGrams(db: Db): Promise<number>;
  /** Marks what the order used (the cart's coupon and referral) and empties the cart; nothing for a subscription. */
  useUp?(trx: Db, cart: Cart, orderId: string): Promise<void>;
  /** Whether paying it online takes the prepaid offer off (docs/product.md#cash-on-delivery-risk): the cart's does; a subscription has its own prices. */
  prepaidOffer?: boolean;
  /** A subscription's cash delivery, confirmed by its own flow: its cash order is scored and asks nothing more. */
  confirmed?: true;
};

/** The customer's cart as an order's basket. */
const cartBasket = (customerId: string): Basket => ({
  price: (trx) => loadCart(trx, customerId),
  weightGrams: (db) => cartWeight(db, customerId),
  useUp: (trx, cart, orderId) => useCartUp(trx, customerId, cart, orderId),
  prepaidOffer: true,
});

/**
 * Places the order from the customer's cart as the server prices it (docs/product.md#checkout-and-payments), in one
 * transaction: the address copied, lines copied with their prices, the delivery days promised (and cash
 * on delivery refused where the area does not take it, docs/decisions/024), stock taken, the coupon and the
 * referral used, the cart emptied, a notification written; an order to be paid online takes the prepaid
 * offer off its total (docs/product.md#cash-on-delivery-risk). The checkout's idempotency key makes a
 * double submit, a refresh or a retry answer the same order: the customer's row is locked, so two
 * submits of one checkout cannot both create one.
 */
export const placeOrder = (db: Db, courier: Courier, customerId: string, input: OrderInput): Promise<Placed> =>
  placeOrderOf(db, courier, customerId, input, cartBasket(customerId));

/** Places an order from a basket, with the checkout's rules and its idempotency (placeOrder). */
export async function placeOrderOf(db: Db, courier: Courier, customerId: string, input: OrderInput, basket: Basket): Promise<Placed> {
  const earlier = await orderByKey(db, customerId, input.idempotencyKey);
  if (earlier) return { orderNumber: earlier.order_number, created: false };
  const asked = await askCourier(db, courier, customerId, input, basket);

  return db.transaction().execute(async (trx) => {
    const raced = await lockCheckout(trx, customerId, input.idempotencyKey);
    if (raced) return { orderNumber: raced.order_number, created: false };
    const address = await deliveryAddress(trx, customerId, input.addressId);
    const cart = await checkCart(await basket.price(trx));
    const promise = await promiseDelivery(trx, asked, address.pincode, cart.totals, input.paymentType);
    const ladder =
      input.paymentType === "COD"
        ? await ladderAtPlacement(trx, customerId, { address, totalPaise: cart.totals.orderTotal, promisedTo: promise.to, confirmed: !!basket.confirmed })
        : null;
    await takeStock(trx, cart.lines);
    const offerPaise = basket.prepaidOffer ? prepaidOfferOn(cart.totals.orderTotal, await codSettings(trx)) : 0;
    const order = await writeOrder(trx, customerId, input, address, cart, promise, input.paymentType === "online" ? offerPaise : 0);
    const confirmBy = ladder ? await storeLadder(trx, order.id, ladder) : null;
    await basket.useUp?.(trx, cart, order.id);
    await notifyPlaced(
      trx,
      customerId,
      order,
      { paymentType: input.paymentType, totalPaise: cart.totals.orderTotal, offerPaise },
      ladder && { ...ladder, confirmBy },
    );
    return { orderNumber: order.order_number, created: true };
  });
}

/** Asks the courier about the chosen address's pincode before the transaction: it may be slow (up to 3 s) and the areas table answers for it through the pool, which must not wait on a connection the transaction holds. */
async function askCourier(db: Db, courier: Courier, customerId: string, input: OrderInput, basket: Basket) {
  const [chosen, weightGrams] = await Promise.all([addressPincode(db, customerId, input.addressId), basket.weightGrams(db)]);
  const answer = chosen && (await courier.serviceability({ pincode: chosen.pincode, weightGrams, cash: input.paymentType === "COD" }));
  return answer ? { pincode: chosen.pincode, answer } : null;
}

/** Locks the customer's row, so two submits of one checkout wait for each other, and finds the order the first one placed. */
async function lockCheckout(trx: Db, customerId: string, idempotencyKey: string) {
  await trx.selectFrom("customer").select("id").where("id", "=", customerId).forUpdate().execute();
  return orderByKey(trx, customerId, idempotencyKey);
}

const notServiceable = (pincode: string) =>
  new DomainError("conflict", "not_serviceable", `${pincodeMessages.notDelivered} ({pincode}). Please choose another address.`, undefined, { pincode });

/** The customer's chosen address, refused when it is not theirs or its pincode is not an active area. */
async function deliveryAddress(trx: Db, customerId: string, addressId: string) {
  const address = await trx
    .selectFrom("customer_address")
    .select(["first_name", "last_name", "pincode", "apartment", "city", "street", "street_address2", "landmark", "phone_number"])
    .where("customer_id", "=", customerId)
    .where("id", "=", addressId)
    .executeTakeFirst();
  if (!address) throw new DomainError("not_found", "address_not_found", "Please choose a delivery address.");
  if (!(await findActiveArea(trx, address.pincode))) throw notServiceable(address.pincode);
  return address;
}

const cartChanged = (product: string, problem: Phrase) => new DomainError("conflict", "cart_changed", CART_CHANGED, undefined, { product, problem });

/** The basket as the server prices it, refused when it is empty or a product in it cannot be bought. */
function checkCart(cart: Cart): Cart {
  if (!cart.lines.length) throw new DomainError("conflict", "cart_empty", "Your cart is empty.");
  const problem = cart.lines.find((line) => !line.available);
  if (problem) throw cartChanged(problem.product.productName, problem.problem ?? phrase(cartMessages.outOfStock));
  return cart;
}

/** The delivery days promised to the address for the cart's total, refused where the courier does not deliver or cash cannot be taken. */
async function promiseDelivery(trx: Db, asked: Awaited<ReturnType<typeof askCourier>>, pincode: string, totals: Cart["totals"], paymentType: PaymentType) {
  const promise =
    asked && asked.pincode === pincode ? promiseOf(await activeArea(trx, pincode), asked.answer, { pincode, amount: paiseToRupees(totals.orderTotal) }) : null;
  if (!promise?.deliverable) throw notServiceable(pincode);
  if (paymentType === "COD" && promise.cash.refusal === "pincode")
    throw new DomainError("conflict", "cash_not_available", CASH_REFUSALS.pincode, undefined, { pincode });
  if (paymentType === "COD" && promise.cash.refusal === "amount")
    throw new DomainError("conflict", "cash_not_available", CASH_REFUSALS.amount, undefined, { amount: formatRupees(promise.cash.limit) });
  return promise;
}

/** Takes each line's stock in the same statement that checks it, so two orders cannot sell the same last unit. */
async function takeStock(trx: Db, lines: Cart["lines"]) {
  for (const line of lines) {
    const taken = await trx
      .updateTable("product")
      .set({ stock: sql`stock - ${line.quantity}` })
      .where("public_id", "=", line.productId)
      .where("active", "=", true)
      .where("stock", ">=", line.quantity)
      .returning("id")
      .executeTakeFirst();
    if (!taken) throw cartChanged(line.product.productName, phrase(cartMessages.outOfStock));
  }
}

/**
 * Writes the order as placed (pending): the address and the cart's totals copied (less the prepaid offer
 * it takes), each line with its price, tax and the picture it was bought under.
 */
async function writeOrder(
  trx: Db,
  customerId: string,
  input: OrderInput,
  address: Awaited<ReturnType<typeof deliveryAddress>>,
  cart: Cart,
  promise: Awaited<ReturnType<typeof promiseDelivery>>,
  offerPaise: number,
) {
  const { totals } = cart;
  const deliveryAddress: OrderAddress = {
    firstName: address.first_name,
    lastName: address.last_name,
    pincode: address.pincode,
    apartment: address.apartment,
    city: address.city,
    street: address.street,
    streetAddress2: address.street_address2,
    ...(address.landmark ? { landmark: address.landmark } : {}),
    phoneNumber: address.phone_number,
  };
  const order = await trx
    .insertInto("customer_order")
    .values({
      customer_id: customerId,
      payment_type: input.paymentType,
      delivery_address: JSON.stringify(deliveryAddress),
      pincode: address.pincode,
      mrp_total_paise: totals.mrpTotal,
      subtotal_paise: totals.subTotal,
      coupon_code: cart.coupon?.code ?? null,
      coupon_discount_paise: totals.discount,
      referral_discount_paise: totals.referralDiscount,
      prepaid_offer_paise: offerPaise,
      total_paise: totals.orderTotal - offerPaise,
      idempotency_key: input.idempotencyKey,
      promised_from: promise.from,
      promised_to: promise.to,
    })
    .returning(["id", "order_number"])
    .executeTakeFirstOrThrow();

  const products = await trx
    .selectFrom("product")
    .select(["id", "public_id", "hsn_code", "gst_rate"])
    .where(
      "public_id",
      "in",
      cart.lines.map((l) => l.productId),
    )
    .execute();
  const byPublicId = new Map(products.map((p) => [p.public_id, p]));
  await trx
    .insertInto("order_line")
    .values(
      cart.lines.map((line) => {
        const product = byPublicId.get(line.productId)!;
        return {
          order_id: order.id,
          product_id: product.id,
          product_name: line.product.productName,
          public_id: line.productId,
          category: line.product.productcategory.category,
          size: line.product.size,
          image: line.product.image.url,
          hsn_code: product.hsn_code,
          gst_rate: product.gst_rate,
          unit_mrp_paise: line.unitMrpPaise,
          unit_price_paise: line.unitPricePaise,
          quantity: line.quantity,
          line_total_paise: line.unitPricePaise * line.quantity,
        };
      }),
    )
    .execute();
  await trx.insertInto("order_status_event").values({ order_id: order.id, status: "pending", actor: "customer" }).execute();
  return order;
}

/** Marks the cart's coupon and referral used by the order and empties the cart. */
async function useCartUp(trx: Db, customerId: string, cart: Cart, orderId: string) {
  if (cart.coupon && cart.totals.discount > 0) await recordCouponUse(trx, { code: cart.coupon.code, customerId, orderId });
  if (cart.totals.referralDiscount > 0) await consumeReferral(trx, { customerId, orderId });
  await trx.deleteFrom("cart_line").where("customer_id", "=", customerId).execute();
  await trx.deleteFrom("cart_coupon").where("customer_id", "=", customerId).execute();
}

/** What the order-placed message says: how it will be paid, and what a cash order's ladder asks first. */
const PLACED = {
  online: "Your order {orderNumber} for {amount} is placed. It will be confirmed once your payment is received.",
  cash: "Your order {orderNumber} for {amount} is placed. Please keep {amount} ready to pay on delivery.",
  cashOrSave:
    "Your order {orderNumber} for {amount} is placed. Please keep {amount} ready to pay on delivery, or pay {online} now by UPI on the order's page and save {saving}.",
  confirm: "Your order {orderNumber} for {amount} is placed. Please confirm it with one tap by {deadline}, or it will be cancelled.",
  part: "Your order {orderNumber} for {amount} is placed. Please pay {part} now by UPI by {deadline} to confirm it; the rest is paid on delivery.",
} as const;

/**
 * Tells the customer the order is placed, and how it will be paid: an online order its total less the
 * offer it took; a cash order waiting for its shopper what to do by when (its SMS and WhatsApp carry
 * the one-tap confirmation, see notifications/channels/deliver.ts); any other cash order its total,
 * and where there is an offer, that paying it now on the order's page (the notification's link) saves it.
 */
async function notifyPlaced(
  trx: Db,
  customerId: string,
  order: { id: string; order_number: string },
  { paymentType, totalPaise, offerPaise }: { paymentType: PaymentType; totalPaise: number; offerPaise: number },
  ladder: (Ladder & { confirmBy: Date | null }) | null,
) {
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const asked = ladder?.ask === "confirm" || ladder?.ask === "part" ? ladder.ask : null;
  const body = paymentType === "online" ? "online" : (asked ?? (offerPaise > 0 ? "cashOrSave" : "cash"));
  await notify(trx, customerId, {
    title: "Order placed",
    body: PLACED[body],
    params: {
      orderNumber: order.order_number,
      amount: rupees(paymentType === "online" ? totalPaise - offerPaise : totalPaise),
      online: rupees(totalPaise - offerPaise),
      saving: rupees(offerPaise),
      deadline: ladder?.confirmBy ? formatDateTime(ladder.confirmBy) : "",
      part: ladder?.partPaise ? partAmountText(ladder.partPaise) : "",
    },
    orderId: order.id,
    ...(body === "cashOrSave" ? { link: orderPath(order.order_number) } : {}),
  });
}

/**
 * One of the customer's orders by its number (docs/product.md#orders); another customer's is not found.
 * A line keeps the English name it was bought under; in another language it reads as its product's
 * name in that language where the product has one.
 */
export async function getOrderDetails(db: Db, customerId: string, orderNumber: string, language: Language, now = new Date()): Promise<OrderDetails> {
  const order = await db
    .selectFrom("customer_order")
    .selectAll()
    .select(promisedDays)
    .where("customer_id", "=", customerId)
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
  if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
  const [lines, events, outcomes, returnRequest, refund, refillable, cash, settings, cashConfirmation] = await Promise.all([
    db
      .selectFrom("order_line")
      .selectAll()
      .select(translation(language, "product_translation", "name", "order_line.product_id").as("translated_name"))
      .where("order_id", "=", order.id)
      .orderBy("product_name")
      .execute(),
    db.selectFrom("order_status_event").select(["status", "note", "created_at"]).where("order_id", "=", order.id).orderBy("created_at").orderBy("id").execute(),
    deliveryOutcomes(db, order.id),
    db.selectFrom("order_return").selectAll().where("order_id", "=", order.id).executeTakeFirst(),
    refundOfOrder(db, order.id),
    db
      .selectFrom("order_line")
      .innerJoin("product_refill", "product_refill.bottle_id", "order_line.product_id")
      .select("order_line.product_id")
      .where("order_line.order_id", "=", order.id)
      .limit(1)
      .executeTakeFirst(),
    payNowOrder(db, order),
    codSettings(db),
    cashConfirmationOf(db, order.id),
  ]);
  const payNow = payNowOptions(cash, settings);
  const deliveredAt = order.delivered_at?.toISOString() ?? null;
  const placedAt = order.created_at.toISOString();
  const promise = promisedOf(order);
  const paid = order.paid_at !== null;
  return {
    id: order.order_number,
    status: order.status,
    paymentType: order.payment_type,
    paid,
    placedAt,
    deliveredAt,
    promise,
    delayed: isDelayed({ status: order.status, paymentType: order.payment_type, paid, promise }, now),
    deliveryAddress: order.delivery_address,
    lines: lines.map((l) => ({
      productId: l.public_id,
      productName: l.translated_name ?? l.product_name,
      category: l.category,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unit_price_paise),
      unitMrp: paiseToRupees(l.unit_mrp_paise),
      lineTotal: paiseToRupees(l.line_total_paise),
    })),
    mrpTotal: paiseToRupees(order.mrp_total_paise),
    subTotal: paiseToRupees(order.subtotal_paise),
    couponCode: order.coupon_code,
    discount: paiseToRupees(order.coupon_discount_paise),
    referralDiscount: paiseToRupees(order.referral_discount_paise),
    prepaidOffer: paiseToRupees(order.prepaid_offer_paise),
    orderTotal: paiseToRupees(order.total_paise),
    partPaid: paiseToRupees(cash.partPaidPaise),
    dueOnDelivery: paiseToRupees(dueOnDelivery(cash)),
    payNow: {
      whole: payNow.whole && { amount: paiseToRupees(payNow.whole.amountPaise), saving: paiseToRupees(payNow.whole.savingPaise) },
      part: payNow.part && { amount: paiseToRupees(payNow.part.amountPaise), due: paiseToRupees(payNow.part.duePaise) },
    },
    events: events.map((e) => ({ status: e.status, at: e.created_at.toISOString(), note: e.note })),
    outcomes: outcomes.map((o) => ({ outcome: o.outcome, at: o.created_at.toISOString() })),
    progress: orderProgress(order.status),
    actions: orderActions({ status: order.status, deliveredAt, placedAt, now, refillable: refillable !== undefined }),
    returnRequest: returnRequest
      ? { reason: returnRequest.reason, comment: returnRequest.comment, upiId: returnRequest.upi_id, requestedAt: returnRequest.requested_at.toISOString() }
      : null,
    refund,
    cashConfirmation,
  };
}

/** What happened to an order's delivery attempts (docs/product.md#delivery-outcomes), oldest first, with the operator who recorded each. */
const deliveryOutcomes = (db: Db, orderId: string) =>
  db
    .selectFrom("delivery_outcome")
    .leftJoin("operator", "operator.id", "delivery_outcome.operator_id")
    .select(["delivery_outcome.outcome", "delivery_outcome.note", "delivery_outcome.cost_paise", "delivery_outcome.source", "delivery_outcome.created_at"])
    .select("operator.name as operator_name")
    .where("delivery_outcome.order_id", "=", orderId)
    .orderBy("delivery_outcome.created_at")
    .orderBy("delivery_outcome.id")
    .execute();

/** How many first products an order's card names (docs/product.md#order-list); the rest are counted. */
const NAMED_ITEMS = 2;

/**
 * The customer's orders, a page of 10 at a time, with how many match (docs/product.md#order-list: sort DESC, filter all by default),
 * each with its first products by name.
 */
export async function listOrders(db: Db, customerId: string, query: OrderListQuery, language: Language): Promise<{ list: OrderSummary[]; count: number }> {
  const filter = parseOrderFilter(query.filter);
  let base = db.selectFrom("customer_order").where("customer_id", "=", customerId);
  if (filter?.kind === "status") base = base.where("status", "=", filter.status);
  if (filter?.kind === "paymentType") base = base.where("payment_type", "=", filter.paymentType);
  const direction = query.sort === "ASC" ? "asc" : "desc";
  const [rows, total] = await Promise.all([
    base
      .select([
        "id",
        "order_number",
        "created_at",
        "total_paise",
        "payment_type",
        "status",
        sql<string | null>`(select sum(order_line.quantity) from order_line where order_line.order_id = customer_order.id)`.as("item_count"),
      ])
      .orderBy("created_at", direction)
      .orderBy("id", direction)
      .limit(ORDER_LIST_PAGE_SIZE)
      .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const lines = rows.length
    ? await db
        .selectFrom("order_line")
        .select(["order_id", "product_name", "image"])
        .select(translation(language, "product_translation", "name", "order_line.product_id").as("translated_name"))
        .where(
          "order_id",
          "in",
          rows.map((o) => o.id),
        )
        .orderBy("order_id")
        .orderBy("product_name")
        .execute()
    : [];
  const linesOf = (orderId: string) => lines.filter((l) => l.order_id === orderId);
  return {
    list: rows.map((o) => ({
      id: o.order_number,
      placedAt: o.created_at.toISOString(),
      itemCount: Number(o.item_count ?? 0),
      lineCount: linesOf(o.id).length,
      items: linesOf(o.id)
        .slice(0, NAMED_ITEMS)
        .map((l) => ({ productName: l.translated_name ?? l.product_name, image: l.image })),
      orderTotal: paiseToRupees(o.total_paise),
      paymentType: o.payment_type,
      status: o.status,
      progress: orderProgress(o.status),
    })),
    count: Number(total.count),
  };
}

/** How many orders the customer has placed (docs/product.md#orders). */
export async function countOrders(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom("customer_order")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type OperatorOrderSearch = { orderNumber: string } | { phoneNumber: string };

const operatorOrders = (db: Db) =>
  db
    .selectFrom("customer_order")
    .innerJoin("customer", "customer.id", "customer_order.customer_id")
    .select([
      "customer_order.id as row_id",
      "customer_order.order_number",
      "customer_order.status",
      "customer_order.payment_type",
      "customer_order.paid_at",
      "customer_order.total_paise",
      "customer_order.pincode",
      "customer_order.created_at",
      "customer.first_name",
      "customer.last_name",
      "customer.phone_number",
      awaitingSql.as("awaiting_confirmation"),
      ...promisedDays,
    ]);
type OperatorOrderRow = Awaited<ReturnType<ReturnType<typeof operatorOrders>["execute"]>>[number];

function toOperatorOrder(o: OperatorOrderRow, now: Date) {
  const [paid, promise] = [o.paid_at !== null, promisedOf(o)];
  return {
    id: o.order_number,
    status: o.status,
    paymentType: o.payment_type,
    paid,
    orderTotal: paiseToRupees(o.total_paise),
    placedAt: o.created_at.toISOString(),
    customer: `${o.first_name} ${o.last_name}`,
    phoneNumber: o.phone_number,
    pincode: o.pincode,
    promise,
    delayed: isDelayed({ status: o.status, paymentType: o.payment_type, paid, promise }, now),
    awaitingConfirmation: o.awaiting_confirmation,
    next: nextStatuses(o.status, "operator"),
  };
}

/**
 * Operators' queue (docs/operator-api.md): all orders or one status's, or those an order number or a
 * customer's phone finds, pending first then newest, a page of OPERATOR_ORDER_PAGE_SIZE, with how many
 * match, who ordered and where each may move next.
 */
export async function listOrdersForOperator(db: Db, query: { status?: OrderStatus; search?: OperatorOrderSearch; page: number }, now = new Date()) {
  let base = db.selectFrom("customer_order").innerJoin("customer", "customer.id", "customer_order.customer_id");
  if (query.status) base = base.where("customer_order.status", "=", query.status);
  if (query.search && "orderNumber" in query.search) base = base.where("customer_order.order_number", "=", query.search.orderNumber);
  if (query.search && "phoneNumber" in query.search) base = base.where("customer.phone_number", "=", query.search.phoneNumber);
  const ids = base.select("customer_order.id");
  const [rows, total] = await Promise.all([
    operatorOrders(db)
      .where("customer_order.id", "in", ids)
      .orderBy(sql`customer_order.status = 'pending'`, "desc")
      .orderBy("customer_order.created_at", "desc")
      .orderBy("customer_order.id", "desc")
      .limit(OPERATOR_ORDER_PAGE_SIZE)
      .offset((query.page - 1) * OPERATOR_ORDER_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((o) => toOperatorOrder(o, now)), count: Number(total.count), page: query.page };
}

/**
 * One order as an operator works on it (docs/operator-api.md, getOrder): its lines as bought, the
 * address, the payment, every move with its note and who made it, the return asked for and every
 * refund, and where it may move next. A number that is no order's is not found.
 */
export async function getOrderForOperator(db: Db, orderNumber: string, now = new Date()) {
  const order = await operatorOrders(db)
    .select(["customer_order.delivery_address", "customer_order.delivered_at", "customer_order.subtotal_paise", "customer_order.coupon_code"])
    .select(["customer_order.coupon_discount_paise", "customer_order.referral_discount_paise", "customer_order.prepaid_offer_paise"])
    .where("customer_order.order_number", "=", orderNumber)
    .executeTakeFirst();
  if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
  const [lines, events, outcomes, returnRequest, lastAttempt, refunds, cash, cashRisk] = await Promise.all([
    db
      .selectFrom("order_line")
      .select(["public_id", "product_name", "size", "quantity", "unit_price_paise", "line_total_paise"])
      .where("order_id", "=", order.row_id)
      .orderBy("product_name")
      .execute(),
    db
      .selectFrom("order_status_event")
      .select(["status", "note", "actor", "operator_name", "created_at"])
      .where("order_id", "=", order.row_id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    deliveryOutcomes(db, order.row_id),
    db.selectFrom("order_return").selectAll().where("order_id", "=", order.row_id).executeTakeFirst(),
    db
      .selectFrom("payment")
      .select("status")
      .where("order_id", "=", order.row_id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    operatorRefunds(db, { orderId: order.row_id }),
    payNowOrder(db, { ...order, id: order.row_id }),
    cashRiskOf(db, order.row_id),
  ]);
  return {
    ...toOperatorOrder(order, now),
    deliveredAt: order.delivered_at?.toISOString() ?? null,
    deliveryAddress: order.delivery_address,
    lines: lines.map((l) => ({
      productId: l.public_id,
      productName: l.product_name,
      size: l.size,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unit_price_paise),
      lineTotal: paiseToRupees(l.line_total_paise),
    })),
    subTotal: paiseToRupees(order.subtotal_paise),
    couponCode: order.coupon_code,
    discount: paiseToRupees(order.coupon_discount_paise + order.referral_discount_paise),
    payment: {
      type: order.payment_type,
      status: order.paid_at ? ("paid" as const) : lastAttempt?.status === "failed" ? ("failed" as const) : ("unpaid" as const),
      amount: paiseToRupees(order.total_paise),
      prepaidOffer: paiseToRupees(order.prepaid_offer_paise),
      partPaid: paiseToRupees(cash.partPaidPaise),
      dueOnDelivery: paiseToRupees(dueOnDelivery(cash)),
    },
    events: events.map((e) => ({ status: e.status, at: e.created_at.toISOString(), note: e.note, actor: e.actor, by: e.operator_name })),
    outcomes: outcomes.map((o) => ({
      outcome: o.outcome,
      at: o.created_at.toISOString(),
      note: o.note,
      cost: o.cost_paise === null ? null : paiseToRupees(o.cost_paise),
      source: o.source,
      by: o.source === "operator" ? (o.operator_name ?? COMMAND_LINE.name) : null,
    })),
    returnRequest: returnRequest
      ? { reason: returnRequest.reason, comment: returnRequest.comment, upiId: returnRequest.upi_id, requestedAt: returnRequest.requested_at.toISOString() }
      : null,
    refunds,
    cashRisk,
  };
}
