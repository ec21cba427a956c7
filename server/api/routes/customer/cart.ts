import * as cart from "@domain/cart/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import type { Language } from "@domain/i18n/languages";
import type { CartView } from "@domain/cart/schemas";
import { totalsInRupees } from "@domain/cart/cart";
import { paiseToRupees } from "@domain/shared/money";
import { signedIn } from "../../http/auth";
import { DomainError, say, type Phrase } from "../../services/errors";
import { ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { addItem, buyAgain, cartCount, emptyCart, loadCart, mergeItems, removeItem, setQuantity, type Cart } from "../../services/cart/cart";

/**
 * The cart as the API answers it: rupees for paise, the totals in data.extra (docs/product.md#cart), and
 * its words (a line's problem, the notices) in the client's language.
 */
export function cartResponse(cart: Cart, language: Language): CartView {
  const t = cart.totals;
  const text = translatorFor(language).text;
  const said = (words: Phrase) => say(text, words.template, words.params);
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
      problem: l.problem && said(l.problem),
    })),
    count: cart.count,
    extra: {
      ...totalsInRupees(t),
      coupon: cart.coupon,
      referral: cart.referral,
      notices: cart.notices.map(said),
    },
  };
}

/** A `customerId` in a body must be the signed-in customer's own: the token decides whose cart it is. */
function requireSelf(customerId: string | undefined, signedInId: string) {
  if (customerId !== undefined && customerId !== signedInId) throw new DomainError("forbidden", "not_your_cart", "You can only change your own cart.");
}

/**
 * The signed-in customer's cart (docs/product.md#cart). Cart calls need a served pincode header like
 * the catalogue they price from; the badge's count does not, so no page is ever sent away for it.
 */
export function cartRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  const located = requireLocation(db);

  route(
    scope,
    cart.addItemToCart,
    async (request) =>
      ok(
        cartResponse(await addItem(db, signedIn(request).customerId, request.body.productId, request.body.quantity, request.language), request.language),
        "Product added to cart",
      ),
    { preHandler: located },
  );

  route(scope, cart.getCartItem, async (request) => ok(cartResponse(await loadCart(db, signedIn(request).customerId, request.language), request.language)), {
    preHandler: located,
  });

  route(scope, cart.getUserCartCount, async (request) => {
    const { customerId } = signedIn(request);
    requireSelf(request.body?.customerId, customerId);
    return ok({ count: await cartCount(db, customerId) });
  });

  route(
    scope,
    cart.updateProductQty,
    async (request) =>
      ok(
        cartResponse(await setQuantity(db, signedIn(request).customerId, request.body.productId, request.body.quantity, request.language), request.language),
        "Quantity updated",
      ),
    { preHandler: located },
  );

  route(
    scope,
    cart.removeProductFrmCart,
    async (request) =>
      ok(
        cartResponse(await removeItem(db, signedIn(request).customerId, request.body.productId, request.language), request.language),
        "Product removed from cart",
      ),
    { preHandler: located },
  );

  route(
    scope,
    cart.emptyUsersCart,
    async (request) => {
      const { customerId } = signedIn(request);
      await emptyCart(db, customerId);
      return ok(cartResponse(await loadCart(db, customerId, request.language), request.language), "Your cart is empty");
    },
    { preHandler: located },
  );

  route(
    scope,
    cart.addLocalItemToCart,
    async (request) => {
      const { customerId } = signedIn(request);
      requireSelf(request.body.customerId, customerId);
      return ok(cartResponse(await mergeItems(db, customerId, request.body.products, request.language), request.language), "Your cart has been updated");
    },
    { preHandler: located },
  );

  route(
    scope,
    cart.buyAgain,
    async (request) => {
      const { orderId, items } = request.body;
      const bought = await buyAgain(db, signedIn(request).customerId, orderId, items, request.language);
      return ok(cartResponse(bought, request.language), "Your cart has been updated");
    },
    { preHandler: located },
  );
}
