import { createCookie } from "@remix-run/node";
import { E2E_API_URL, e2eEnv } from "../../playwright.config";

/**
 * Calls to the shop's v1 API from a test, for what a journey needs to exist first (a customer with an
 * order, a payment link) and is not itself under test. Uses the fixed-code test numbers.
 */
async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${E2E_API_URL}/v1/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.data as T;
}

/** Signs a test number in (registering it first if it is new) and answers its token. */
export async function customerToken(phoneNumber: string): Promise<string> {
  let purpose: "login" | "register" = "login";
  try {
    await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "login" });
  } catch {
    purpose = "register";
    await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "register" });
  }
  const { verificationToken } = await call<{ verificationToken: string }>("POST", "auth/customer/verifyOtp", { phoneNumber, otp: "123456" });
  const signedIn =
    purpose === "login"
      ? await call<{ token: string }>("POST", "auth/customer/login", { phoneNumber, verificationToken })
      : await call<{ token: string }>("POST", "auth/customer/register", { phoneNumber, firstName: "Test", lastName: "Shopper", verificationToken });
  return signedIn.token;
}

/**
 * An unpaid order of `quantity` units of a product for a test number, delivered in Bengaluru. An order
 * takes stock, so the product is one that no test looks at the stock or the quantity limit of (the
 * catalogue and cart specs look at Lemon Dishwash Gel 500 ml): repeated runs cannot change what they see.
 */
export async function unpaidOrder(phoneNumber: string, paymentType: "COD" | "online" = "online", productId = "Thick-Toilet-Cleaner-500-ml", quantity = 1) {
  const token = await customerToken(phoneNumber);
  const auth = { authorization: `Bearer ${token}`, pincode: "560034" };
  const address = await call<{ id: string }>(
    "POST",
    "api/customer/addAddress",
    { firstName: "Test", lastName: "Shopper", pincode: "560034", apartment: "Lake View", city: "Bengaluru", street: "Koramangala", streetAddress2: "B-304", phoneNumber },
    auth,
  );
  await call("POST", "api/customer/emptyUsersCart", {}, auth);
  await call("POST", "api/customer/addItemToCart", { productId, quantity }, auth);
  const placed = await call<{ orderId: string }>("POST", "api/customer/placeOrder", { addressId: address.id, paymentType, idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` }, auth);
  return placed.orderId;
}

/** A product's stock as the API has it now. */
export async function productStock(productId: string): Promise<number> {
  return (await call<{ stock: number }>("GET", `auth/customer/getProductDetails?id=${encodeURIComponent(productId)}`, undefined, { pincode: "560034" })).stock;
}

/** The path of a payment link an operator makes for an order. */
export async function paymentLinkPath(orderId: string): Promise<string> {
  const link = await call<{ path: string }>("POST", "api/admin/createPaymentLink", { orderId }, { authorization: `Bearer ${e2eEnv.OPERATOR_TOKEN}` });
  return link.path;
}

/** The id of a card saved by a test number. */
export async function savedCardId(phoneNumber: string): Promise<string> {
  const token = await customerToken(phoneNumber);
  const card = await call<{ id: string }>("POST", "api/customer/addCard", { name: "Other Shopper", cardNumber: "5555 5555 5555 4444", date: "12/30", cvv: "123" }, { authorization: `Bearer ${token}` });
  return card.id;
}

/** An operator moves an order along the shop's state machine, one status after another, as `npm run admin -- order-status` does. */
export async function moveOrder(orderId: string, ...moves: (string | { status: string; note: string })[]) {
  for (const move of moves) {
    const { status, note } = typeof move === "string" ? { status: move, note: undefined } : move;
    await call("POST", "api/admin/updateOrderStatus", { orderId, status, note }, { authorization: `Bearer ${e2eEnv.OPERATOR_TOKEN}` });
  }
}

/**
 * An operator answers the newest open help ticket about an order, as `npm run admin -- answer` does;
 * answers the ticket's id.
 */
export async function answerTicketAbout(orderId: string, reply: string): Promise<string> {
  const operator = { authorization: `Bearer ${e2eEnv.OPERATOR_TOKEN}` };
  const { list } = await call<{ list: { id: string; orderId: string | null }[] }>("GET", "api/admin/listFeedback?status=open", undefined, operator);
  const ticket = list.find((t) => t.orderId === orderId);
  if (!ticket) throw new Error(`no open help ticket about ${orderId}`);
  await call("POST", "api/admin/answerFeedback", { id: ticket.id, reply }, operator);
  return ticket.id;
}

/** The storefront's session cookie (its name and signing as in the e2e settings): it holds a session id and version only. */
const sessionCookie = createCookie("session", { secrets: [e2eEnv.SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" });
const sessionStore = (op: string, body: unknown) =>
  call<{ id: string; version: string; data: Record<string, unknown> }>("POST", `internal/sessions/${op}`, body, { authorization: `Bearer ${e2eEnv.STOREFRONT_API_SECRET}` });

/** A session made in the API's session store, as the storefront would have saved it: the cookie value to give the browser. */
export async function sessionCookieFor(data: Record<string, unknown>): Promise<string> {
  const { id, version } = await sessionStore("create", { data, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
  return signedSessionId(`${id}.${version}`);
}

/** The cookie value that names a session id, signed as the storefront signs it (the id need not exist). */
export async function signedSessionId(id: string): Promise<string> {
  return (await sessionCookie.serialize(id)).split(";")[0].split("=").slice(1).join("=");
}

/** What the session store holds for a browser's session cookie value (its id, then the version it saved). */
export async function sessionDataOf(cookieValue: string): Promise<Record<string, unknown>> {
  const [id] = String(await sessionCookie.parse(`session=${cookieValue}`)).split(".");
  return (await sessionStore("read", { id })).data;
}
