import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { Request as ApiRequest } from "@domain/contract";
import * as cart from "@domain/cart/endpoints";
import { ApiFailure, isUnavailable, type Api } from "../../server/api/client.server";
import { cartMessages, isQuantity, itemCount, MAX_GUEST_LINES, MAX_QUANTITY, type CartIntent } from "@domain/cart/cart";
import type { CartView } from "@domain/cart/schemas";
import { addToCartSchema, cartItemSchema, couponSchema, PRODUCT_ID, productOnlySchema, referralSchema } from "@domain/cart/schemas";
import type { AppSession, GuestCartLine } from "../../server/session.server";
import type { Translate } from "@domain/i18n/translate";

/**
 * The storefront's cart: the customer's through the API, a guest's in the session cookie
 * (docs/product.md#cart). Both show as the API's cart shape, so the page has one way to draw them. A
 * guest's lines are product ids and quantities only; the API prices and checks them at every read.
 */
/**
 * A guest's cart as the cookie holds it, checked on every read: a cookie is signed, but its shape
 * may be from an older release. Anything that is not a product id and a quantity from 1 to 10 is
 * dropped, a product listed twice counts once, and no more than the guest limit of lines is kept.
 */
function guestCart(session: AppSession): GuestCartLine[] {
  const stored = session.get("cart");
  if (!Array.isArray(stored)) return [];
  const lines: GuestCartLine[] = [];
  for (const line of stored as unknown[]) {
    const { productId, quantity } = (line ?? {}) as Record<string, unknown>;
    if (typeof productId !== "string" || productId.length > 200 || !PRODUCT_ID.test(productId) || !isQuantity(quantity)) continue;
    if (lines.some((l) => l.productId === productId)) continue;
    lines.push({ productId, quantity });
    if (lines.length === MAX_GUEST_LINES) break;
  }
  return lines;
}

function saveGuestCart(session: AppSession, lines: GuestCartLine[]) {
  if (lines.length) session.set("cart", lines);
  else session.unset("cart");
}

/** The header badge (docs/product.md#cart): the server's count for a customer, the session's for a guest. */
export async function cartCount(api: Api): Promise<number> {
  if (!api.session.get("customer")) return itemCount(guestCart(api.session));
  try {
    return (await api.call(cart.getUserCartCount, { body: {} })).data.count;
  } catch (error) {
    // The badge is not worth a broken page: the API being away shows 0 until it is back.
    if (error instanceof ApiFailure || isUnavailable(error)) return 0;
    throw error;
  }
}

/**
 * Merges a guest's cart into the signed-in customer's (docs/product.md#sign-in) and clears it from
 * the session only once the API took it. Answers what the API said could not be added.
 */
export async function mergeGuestCart(api: Api): Promise<string[]> {
  const customer = api.session.get("customer");
  const lines = guestCart(api.session);
  if (!customer) return [];
  if (!lines.length) {
    api.session.unset("cart");
    return [];
  }
  try {
    const { data } = await api.call(cart.addLocalItemToCart, { body: { customerId: customer.id, products: lines } });
    api.session.unset("cart");
    return data.extra.notices;
  } catch (error) {
    // Kept for the next try (the cart page merges again); signing in goes on.
    if (error instanceof ApiFailure) return [];
    throw error;
  }
}

/** A guest's cart priced by the API with the customer's rules (auth/customer/priceCart). */
async function priceGuestCart(api: Api, lines: GuestCartLine[]): Promise<CartView> {
  if (!lines.length) return EMPTY_CART;
  return (await api.call(cart.priceCart, { body: { products: lines } })).data;
}

const EMPTY_CART: CartView = {
  list: [],
  count: 0,
  extra: { subTotal: 0, discount: 0, referralDiscount: 0, orderTotal: 0, mrpTotal: 0, savings: 0, coupon: null, referral: null, notices: [] },
};

/** The cart to show: the customer's (after merging a guest cart left over from a failed merge), or the guest's. */
export async function loadCart(api: Api): Promise<CartView> {
  if (!api.session.get("customer")) return priceGuestCart(api, guestCart(api.session));
  if (guestCart(api.session).length) await mergeGuestCart(api);
  return (await api.call(cart.getCartItem, { body: {} })).data;
}

/** What a cart change answers: the message for the shopper, and what else changed by itself. */
type CartOutcome = { message: string; notices: string[] };
/** A change the shopper must sign in for (promo and referral codes). */
export class SignInRequired extends Error {}
/** A refusal to show, under a field when it belongs to one. */
export class CartRefusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Reads a form against its schema (conform coerces the strings); a refusal names its field, in the shopper's language. */
function read<S extends z.ZodTypeAny>(form: FormData, schema: S, t: Translate): z.output<S> {
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return submission.value;
  const [field, messages] = Object.entries(submission.error ?? {})[0] ?? [];
  throw new CartRefusal(messages?.[0] ? t.text(messages[0]) : t("Please check the form"), field);
}

/** The API's operation for each change to a signed-in customer's cart; each answers the cart. */
const CUSTOMER_CHANGES = {
  add: cart.addItemToCart,
  update: cart.updateProductQty,
  remove: cart.removeProductFrmCart,
  applyCoupon: cart.applyCoupon,
  removeCoupon: cart.removeAppliedCoupon,
  applyReferral: cart.checkReferralCode,
  removeReferral: cart.removeReferralCode,
} as const satisfies Record<CartIntent, { response: typeof cart.getCartItem.response }>;
type CustomerChange = (typeof CUSTOMER_CHANGES)[CartIntent];
/**
 * What each change sends: its operation's request. An interface rather than a mapped type, so that
 * `customerChange` checks the request against its intent's operation and can still pass it on.
 */
interface CustomerChangeRequests extends Readonly<{ [I in CartIntent]: ApiRequest<(typeof CUSTOMER_CHANGES)[I]> }> {}

/** Calls the API for a customer's change and turns its refusal into one to show. */
async function customerChange<I extends CartIntent>(api: Api, intent: I, request: CustomerChangeRequests[I]): Promise<CartOutcome> {
  try {
    const { message, data } = await api.call<CustomerChange>(CUSTOMER_CHANGES[intent], request);
    return { message, notices: data.extra.notices };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    throw new CartRefusal(error.message, Object.keys(error.fields)[0]);
  }
}

/**
 * Keeps a guest's changed lines if the API finds nothing that stops `productId` being bought in that
 * quantity (the same rules and messages as a customer's cart); refuses with the API's word otherwise
 * (already in the shopper's language).
 */
async function saveGuestChange(api: Api, t: Translate, lines: GuestCartLine[], productId: string) {
  const line = (await priceGuestCart(api, lines)).list.find((l) => l.productId === productId);
  if (!line) throw new CartRefusal(t(cartMessages.productNotFound));
  if (line.problem) throw new CartRefusal(line.problem);
  saveGuestCart(api.session, lines);
}

/**
 * One change to the cart, by intent (like Hydrogen's CartForm actions). A customer's goes to the
 * API; a guest's changes the session after checking the product in the catalogue. The form's
 * product id and quantity are all that is read from it: never a price. What it says is in the
 * shopper's language: the API's words come translated, the storefront's own through `t`.
 */
export async function changeCart(api: Api, t: Translate, intent: CartIntent, form: FormData): Promise<CartOutcome> {
  const customer = api.session.get("customer");
  switch (intent) {
    case "add": {
      const item = read(form, addToCartSchema, t);
      if (customer) return customerChange(api, intent, { body: item });
      const lines = guestCart(api.session);
      const existing = lines.find((l) => l.productId === item.productId);
      const total = (existing?.quantity ?? 0) + item.quantity;
      if (total > MAX_QUANTITY)
        throw new CartRefusal(
          existing
            ? t("You can buy at most {max} of a product. You already have {count} in your cart.", { max: MAX_QUANTITY, count: existing.quantity })
            : t(cartMessages.lineFull),
        );
      if (!existing && lines.length >= MAX_GUEST_LINES) throw new CartRefusal(t(cartMessages.guestCartFull));
      await saveGuestChange(
        api,
        t,
        existing ? lines.map((l) => (l === existing ? { ...l, quantity: total } : l)) : [...lines, { productId: item.productId, quantity: total }],
        item.productId,
      );
      return { message: t("Product added to cart"), notices: [] };
    }
    case "update": {
      const item = read(form, cartItemSchema, t);
      if (customer) return customerChange(api, intent, { body: item });
      const lines = guestCart(api.session);
      if (!lines.some((l) => l.productId === item.productId)) throw new CartRefusal(t(cartMessages.notInCart));
      await saveGuestChange(
        api,
        t,
        lines.map((l) => (l.productId === item.productId ? { ...l, quantity: item.quantity } : l)),
        item.productId,
      );
      return { message: t("Quantity updated"), notices: [] };
    }
    case "remove": {
      const { productId } = read(form, productOnlySchema, t);
      if (customer) return customerChange(api, intent, { body: { productId } });
      const lines = guestCart(api.session);
      if (!lines.some((l) => l.productId === productId)) throw new CartRefusal(t(cartMessages.notInCart));
      saveGuestCart(
        api.session,
        lines.filter((l) => l.productId !== productId),
      );
      return { message: t("Product removed from cart"), notices: [] };
    }
    case "applyCoupon":
      if (!customer) throw new SignInRequired(t("Please sign in to use a promo code"));
      return customerChange(api, intent, { body: read(form, couponSchema, t) });
    case "removeCoupon":
      if (!customer) throw new SignInRequired(t("Please sign in to use a promo code"));
      return customerChange(api, intent, { body: {} });
    case "applyReferral":
      if (!customer) throw new SignInRequired(t("Please sign in to use a referral code"));
      return customerChange(api, intent, { body: read(form, referralSchema, t) });
    case "removeReferral":
      if (!customer) throw new SignInRequired(t("Please sign in to use a referral code"));
      return customerChange(api, intent, { body: {} });
  }
}

/** Empties the cart (/cart_clear): the customer's through the API, a guest's from the session. */
export async function emptyCart(api: Api): Promise<void> {
  if (api.session.get("customer")) await api.call(cart.emptyUsersCart, { body: {} });
  else api.session.unset("cart");
}
