import { createCookie } from "@remix-run/node";
import * as account from "@domain/account/endpoints";
import * as cart from "@domain/cart/endpoints";
import * as catalogue from "@domain/catalogue/endpoints";
import type { JsonEndpoint, Request } from "@domain/contract";
import { callOperation } from "../../app/server/api/operation.server";
import * as delivery from "@domain/delivery/endpoints";
import * as help from "@domain/help/endpoints";
import * as location from "@domain/location/endpoints";
import * as operators from "@domain/operators/endpoints";
import type { OperatorRole } from "@domain/operators/roles";
import * as orders from "@domain/orders/endpoints";
import type { OrderStatus } from "@domain/orders/orders";
import * as payments from "@domain/payments/endpoints";
import * as refills from "@domain/refills/endpoints";
import * as reviews from "@domain/reviews/endpoints";
import * as storefront from "@domain/storefront/endpoints";
import * as subscriptions from "@domain/subscriptions/endpoints";
import { E2E_API_URL, e2eEnv } from "../../playwright.config";

/**
 * Calls to the shop's v1 API from a test, for what a journey needs to exist first (a customer with an
 * order, a payment link) and is not itself under test. Uses the fixed-code test numbers.
 */
const call = <E extends JsonEndpoint>(endpoint: E, request: Request<E>, headers: Record<string, string> = {}) =>
  callOperation(E2E_API_URL, endpoint, request, headers);
const operator = { authorization: `Bearer ${e2eEnv.OPERATOR_TOKEN}` };

/** Signs a test number in (registering it first, under `names`, if it is new) and answers the API's answer: its id, profile and token. */
async function signedInCustomer(phoneNumber: string, names: Names = { firstName: "Test", lastName: "Shopper" }) {
  let purpose: "login" | "register" = "login";
  try {
    await call(account.sendOtpToUser, { body: { phoneNumber, type: "login" } });
  } catch {
    purpose = "register";
    await call(account.sendOtpToUser, { body: { phoneNumber, type: "register" } });
  }
  const { verificationToken } = await call(account.verifyOtp, { body: { phoneNumber, otp: "123456" } });
  return purpose === "login"
    ? await call(account.login, { body: { phoneNumber, verificationToken } })
    : await call(account.register, { body: { phoneNumber, ...names, verificationToken } });
}
type Names = { firstName: string; lastName: string };

/** Signs a test number in (registering it first if it is new) and answers its token. */
export async function customerToken(phoneNumber: string): Promise<string> {
  return (await signedInCustomer(phoneNumber)).token;
}

/**
 * A test number signed in with a new address at a pincode and a cart of `quantity` units of a product
 * (its own cart, emptied first): what the payment step needs. Answers the token and the address's id.
 */
export async function cartDeliveredTo(
  phoneNumber: string,
  productId: string,
  quantity: number,
  where = { pincode: "560034", city: "Bengaluru" },
  landmark?: string,
) {
  const { auth, addressId } = await savedAddress(phoneNumber, where, landmark);
  await call(cart.emptyUsersCart, { body: {} }, auth);
  await call(cart.addItemToCart, { body: { productId, quantity } }, auth);
  return { auth, addressId };
}

/**
 * A test number signed in with a new address (Lake View, Main Road, near the lake) at a pincode:
 * answers the token and the address's id. Its landmark keeps a first cash order low risk; without
 * one (`landmark: ""`) the order awaits the shopper's confirmation (docs/product.md#cash-on-delivery-risk).
 */
export async function savedAddress(phoneNumber: string, where = { pincode: "560034", city: "Bengaluru" }, landmark = "Near the lake") {
  const token = await customerToken(phoneNumber);
  const auth = { authorization: `Bearer ${token}`, pincode: "560034" };
  const address = await call(
    account.addAddress,
    {
      body: {
        firstName: "Test",
        lastName: "Shopper",
        pincode: where.pincode,
        apartment: "Lake View",
        city: where.city,
        street: "Main Road",
        streetAddress2: "B-304",
        landmark,
        phoneNumber,
      },
    },
    auth,
  );
  return { auth, addressId: address.id };
}

/**
 * An unpaid order of `quantity` units of a product for a test number, delivered in Bengaluru. An order
 * takes stock, so the product is one that no test looks at the stock or the quantity limit of (the
 * catalogue and cart specs look at Lemon Dishwash Gel 500 ml): repeated runs cannot change what they see.
 */
export async function unpaidOrder(phoneNumber: string, paymentType: "COD" | "online" = "online", productId = "Thick-Toilet-Cleaner-500-ml", quantity = 1) {
  const { auth, addressId } = await cartDeliveredTo(phoneNumber, productId, quantity);
  const idempotencyKey = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const placed = await call(orders.placeOrder, { body: { addressId, paymentType, idempotencyKey } }, auth);
  return placed.orderId;
}

/** A cash-on-delivery order of one unit of each of several products for a test number, delivered in Bengaluru. */
export async function orderOfProducts(phoneNumber: string, [first, ...more]: string[]) {
  const { auth, addressId } = await cartDeliveredTo(phoneNumber, first, 1);
  for (const productId of more) await call(cart.addItemToCart, { body: { productId, quantity: 1 } }, auth);
  const idempotencyKey = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return (await call(orders.placeOrder, { body: { addressId, paymentType: "COD", idempotencyKey } }, auth)).orderId;
}

/** A product's stock as the API has it now. */
export async function productStock(productId: string): Promise<number> {
  return (await call(catalogue.getProductDetails, { query: { id: productId } }, { pincode: "560034" })).stock;
}

/** The path of a payment link an operator makes for an order. */
export async function paymentLinkPath(orderId: string): Promise<string> {
  const link = await call(payments.createPaymentLink, { body: { orderId } }, operator);
  return link.path;
}

/** The id of a card saved by a test number. */
export async function savedCardId(phoneNumber: string): Promise<string> {
  const token = await customerToken(phoneNumber);
  const card = await call(
    account.addCard,
    { body: { name: "Other Shopper", cardNumber: "5555 5555 5555 4444", date: "12/30", cvv: "123" } },
    { authorization: `Bearer ${token}` },
  );
  return card.id;
}

/** An operator moves an order along the shop's state machine, one status after another, as `npm run admin -- order-status` does. */
export async function moveOrder(orderId: string, ...moves: (OrderStatus | { status: OrderStatus; note: string })[]) {
  for (const move of moves) {
    const { status, note } = typeof move === "string" ? { status: move, note: undefined } : move;
    await call(orders.updateOrderStatus, { body: { orderId, status, note } }, operator);
  }
}

/** An operator runs the refill reminder pass as of a day, as `npm run admin -- refill-reminders --as-of` does. */
export async function runRefillReminders(asOf: string) {
  return call(refills.runRefillReminders, { body: { asOf } }, operator);
}

/** An operator runs the subscriptions pass as of a day or a moment: announces the deliveries due within 48 hours, charges and orders those due. */
export async function runSubscriptions(asOf: string) {
  return call(subscriptions.runSubscriptions, { body: { asOf } }, operator);
}

/** A test number's subscriptions as the API has them. */
export async function subscriptionsOf(phoneNumber: string) {
  return (await call(subscriptions.getSubscriptions, {}, { authorization: `Bearer ${await customerToken(phoneNumber)}` })).list;
}

/**
 * An operator answers the newest open help ticket about an order, as `npm run admin -- answer` does;
 * answers the ticket's id.
 */
export async function answerTicketAbout(orderId: string, reply: string): Promise<string> {
  const { list } = await call(help.listFeedback, { query: { status: "open" } }, operator);
  const ticket = list.find((t) => t.orderId === orderId);
  if (!ticket) throw new Error(`no open help ticket about ${orderId}`);
  await call(help.answerFeedback, { body: { id: ticket.id, reply } }, operator);
  return ticket.id;
}

/** A review of a product by a test number, once an order of it was delivered to them: what the shop's product page shows. */
export async function reviewOf(phoneNumber: string, productId: string, text: string) {
  const orderId = await unpaidOrder(phoneNumber, "COD", productId, 1);
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  const form = new FormData();
  for (const [name, value] of Object.entries({ productId, rating: "2", text })) form.set(name, value);
  const response = await fetch(`${E2E_API_URL}/v1/${reviews.addProductReview.path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${await customerToken(phoneNumber)}` },
    body: form,
  });
  if (!response.ok) throw new Error(`addProductReview: HTTP ${response.status}`);
}

/** A console operator made with the command line's token, as `npm run admin -- operator add` does. */
export async function addOperator(phoneNumber: string, name: string, role: OperatorRole) {
  await call(operators.addOperator, { body: { phoneNumber, name, role } }, operator);
}

/**
 * A cash-on-delivery subscription of a test number to one unit of a product, every 4 weeks to a new
 * address in Bengaluru, its first delivery ordered now (Thick Toilet Cleaner 500 ml, as the orders).
 */
export async function codSubscription(phoneNumber: string, productId = "Thick-Toilet-Cleaner-500-ml") {
  const { auth, addressId } = await savedAddress(phoneNumber);
  const body = { productId, quantity: 1, intervalWeeks: 4, addressId, paymentType: "COD" as const };
  return (await call(subscriptions.subscribe, { body }, auth)).subscription;
}

/** Takes a product out of the shop (a test's own, once done with it: the shop's lists count the demo's). */
export async function hideProduct(id: string) {
  await call(catalogue.updateProduct, { body: { id, active: false } }, operator);
}

/** An operator changes an area's delivery promise, as `npm run admin -- area` does (a test's own area: others keep the demo's). */
export async function setAreaDelivery(settings: Request<typeof delivery.updateAreaDelivery>["body"]) {
  await call(delivery.updateAreaDelivery, { body: settings }, operator);
}

/** A customer's help ticket about one of their orders, raised through the API. */
export async function ticketAbout(phoneNumber: string, orderId: string, question: string) {
  const auth = { authorization: `Bearer ${await customerToken(phoneNumber)}`, pincode: "560034" };
  return call(help.addFeedback, { body: { orderId, categoryId: "order-delivery", question, mobileNumber: phoneNumber } }, auth);
}

/** The storefront's session cookie (its name and signing as in the e2e settings): it holds a session id and version only. */
const sessionCookie = createCookie("session", { secrets: [e2eEnv.SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" });
const storefrontSecret = { authorization: `Bearer ${e2eEnv.STOREFRONT_API_SECRET}` };

/** A session made in the API's session store, as the storefront would have saved it: the cookie value to give the browser. */
export async function sessionCookieFor(data: Record<string, unknown>): Promise<string> {
  const { id, version } = await call(storefront.createSession, { body: { data, expiresAt: new Date(Date.now() + 86_400_000) } }, storefrontSecret);
  return signedSessionId(`${id}.${version}`);
}

/**
 * The session cookie of a shopper at a delivery location, as the location dialog leaves it (the API names
 * the pincode's city), and with `phoneNumber` signed in as that customer, as signing in on the shop leaves
 * it (registered first, under `names`, when the number is new).
 */
export async function shopperSession({ pincode = "560034", phoneNumber, names, language }: ShopperSession = {}): Promise<string> {
  const { area } = await call(location.checkServiceableableArea, { body: { pincode } });
  const data: Record<string, unknown> = { location: { pincode, city: area.city }, ...(language ? { language } : {}) };
  if (phoneNumber) {
    const { token, id, profile } = await signedInCustomer(phoneNumber, names);
    data.customer = { token, id, ...profile };
  }
  return sessionCookieFor(data);
}
export type ShopperSession = { pincode?: string; phoneNumber?: string; names?: Names; language?: "en" | "hi" };

/** The cookie value that names a session id, signed as the storefront signs it (the id need not exist). */
export async function signedSessionId(id: string): Promise<string> {
  return (await sessionCookie.serialize(id)).split(";")[0].split("=").slice(1).join("=");
}

/** What the session store holds for a browser's session cookie value (its id, then the version it saved). */
export async function sessionDataOf(cookieValue: string): Promise<Record<string, unknown>> {
  const [id] = String(await sessionCookie.parse(`session=${cookieValue}`)).split(".");
  return (await call(storefront.readSession, { body: { id } }, storefrontSecret)).data;
}

/**
 * An online order of a test number, paid at the local gateway as its payer would (the hosted page's
 * Pay button, then the signed fields back to the verify step), then cancelled by the customer: its
 * refund goes back to the card.
 */
export async function paidThenCancelledOrder(phoneNumber: string) {
  const orderId = await unpaidOrder(phoneNumber, "online");
  const auth = { authorization: `Bearer ${await customerToken(phoneNumber)}` };
  const checkout = await call(payments.payOnline, { body: { orderId } }, auth);
  const page = await fetch(`${E2E_API_URL}/v1/test-gateway/checkout/complete`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ order_id: checkout.razorOrder.id, outcome: "success", callback_url: `${E2E_API_URL}/unused`, ...checkout.fields }),
  });
  const signed = Object.fromEntries([...(await page.text()).matchAll(/name="(razorpay_[a-z_]+)" value="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  await call(payments.verifyPayment, {
    body: { razorpay_order_id: signed.razorpay_order_id, razorpay_payment_id: signed.razorpay_payment_id, razorpay_signature: signed.razorpay_signature },
  });
  await call(orders.cancelOrder, { body: { orderId } }, auth);
  return orderId;
}

/** A cash-on-delivery order of a test number, delivered, and its return asked for with a UPI id to refund to. */
export async function returnRequestedCodOrder(phoneNumber: string, upiId: string) {
  const orderId = await unpaidOrder(phoneNumber, "COD");
  await moveOrder(orderId, "accepted", "on-the-way", "delivered");
  const auth = { authorization: `Bearer ${await customerToken(phoneNumber)}` };
  await call(orders.returnOrder, { body: { orderId, reason: "Other", upiId } }, auth);
  return orderId;
}

/** A cash-on-delivery order of a test number, delivered, returned with a UPI id and received back: its refund is paid to that id. */
export async function returnedCodOrder(phoneNumber: string, upiId: string) {
  const orderId = await returnRequestedCodOrder(phoneNumber, upiId);
  await moveOrder(orderId, "return-request-accepted", "return-request-approved", "return-on-the-way", "returned");
  return orderId;
}
