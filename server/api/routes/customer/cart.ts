import { z } from "zod";
import { cartData, type CartView } from "@domain/cart/schemas";
import { addToCartSchema, cartItemSchema, guestProductsField, productOnlySchema } from "@domain/cart/schemas";
import { totalsInRupees } from "@domain/cart/cart";
import { paiseToRupees } from "@domain/shared/money";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { DomainError } from "../../services/errors";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import type { Api, RouteDeps } from "../../http/types";
import { addItem, cartCount, emptyCart, loadCart, mergeItems, removeItem, setQuantity, type Cart } from "../../services/cart";
import type { Scope } from "../../http/route";

/** The cart as the API answers it: rupees for paise, the totals in data.extra (spec §3, §7). */
export function cartResponse(cart: Cart): CartView {
  const t = cart.totals;
  return {
    list: cart.lines.map((l) => ({
      productId: l.productId,
      product: l.product,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unitPricePaise),
      unitMrp: paiseToRupees(l.unitMrpPaise),
      lineTotal: paiseToRupees(l.unitPricePaise * l.quantity),
      lineMrpTotal: paiseToRupees(l.unitMrpPaise * l.quantity),
      maxQuantity: l.maxQuantity,
      available: l.available,
      problem: l.problem,
    })),
    count: cart.count,
    extra: {
      ...totalsInRupees(t),
      coupon: cart.coupon,
      referral: cart.referral,
      notices: cart.notices,
    },
  };
}

const customerIdField = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(20));

/** A `customerId` in a body must be the signed-in customer's own: the token decides whose cart it is. */
function requireSelf(customerId: string | undefined, signedInId: string) {
  if (customerId !== undefined && customerId !== signedInId) throw new DomainError("forbidden", "not_your_cart", "You can only change your own cart.");
}

/**
 * The signed-in customer's cart under /v1/api/customer (spec §7 Cart). Cart calls are POSTs, as the specification says, and need a served pincode header like
 * the catalogue they price from; the badge's count does not, so no page is ever sent away for it.
 */
export function cartRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  const located = requireLocation(db);
  const common = { tags: ["cart"], security: signedInSecurity };
  const refusals = {
    ...failureResponses,
    ...signedInFailures,
    404: failureSchema.describe("No such product for sale, or not in this customer's cart"),
    409: failureSchema.describe("Out of stock, more than the stock or the line limit, or the cart is full"),
    422: failureSchema.describe("The pincode header is missing or not a place we deliver to"),
  };
  const answers = { 200: envelope(cartData), ...refusals };

  app.post(
    "/addItemToCart",
    { preHandler: located, schema: { ...common, summary: "Adds units of a product (1 by default) to those already in the cart", body: addToCartSchema, response: answers } },
    async (request) => ok(cartResponse(await addItem(db, signedIn(request).customerId, request.body.productId, request.body.quantity)), "Product added to cart"),
  );

  app.post(
    "/getCartItem",
    { preHandler: located, schema: { ...common, summary: "The cart: lines priced from the catalogue, totals in data.extra", body: z.object({}).passthrough().optional(), response: answers } },
    async (request) => ok(cartResponse(await loadCart(db, signedIn(request).customerId))),
  );

  app.post(
    "/getUserCartCount",
    {
      schema: {
        ...common,
        summary: "The badge's number: units in the cart. customerId, if sent, must be the signed-in customer's",
        body: z.object({ customerId: customerIdField.optional() }).optional(),
        response: { 200: envelope(z.object({ count: z.number() })), ...failureResponses, ...signedInFailures, 403: failureSchema.describe("customerId is another customer's") },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      requireSelf(request.body?.customerId, customerId);
      return ok({ count: await cartCount(db, customerId) });
    },
  );

  app.post(
    "/updateProductQty",
    { preHandler: located, schema: { ...common, summary: "Sets the quantity of a product in the cart (1 to 10, and no more than the stock)", body: cartItemSchema, response: answers } },
    async (request) => ok(cartResponse(await setQuantity(db, signedIn(request).customerId, request.body.productId, request.body.quantity)), "Quantity updated"),
  );

  app.post(
    "/removeProductFrmCart",
    { preHandler: located, schema: { ...common, summary: "Takes a product out of the cart", body: productOnlySchema, response: answers } },
    async (request) => ok(cartResponse(await removeItem(db, signedIn(request).customerId, request.body.productId)), "Product removed from cart"),
  );

  app.post(
    "/emptyUsersCart",
    { preHandler: located, schema: { ...common, summary: "Empties the cart and takes off its promo code", body: z.object({}).passthrough().optional(), response: answers } },
    async (request) => {
      const { customerId } = signedIn(request);
      await emptyCart(db, customerId);
      return ok(cartResponse(await loadCart(db, customerId)), "Your cart is empty");
    },
  );

  app.post(
    "/addLocalItemToCart",
    {
      preHandler: located,
      schema: {
        ...common,
        summary: "Merges a guest's cart at sign-in: adds each product's units, up to 10 and the stock; what cannot be added is named in data.extra.notices",
        body: z.object({ customerId: customerIdField, products: guestProductsField }),
        response: { ...answers, 403: failureSchema.describe("customerId is another customer's") },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      requireSelf(request.body.customerId, customerId);
      return ok(cartResponse(await mergeItems(db, customerId, request.body.products)), "Your cart has been updated");
    },
  );
}
