import { json, redirect } from "@remix-run/node";
import { dialogHref } from "../utils/dialog";
import { getSession } from "./session.server";
import { translatorOf } from "./i18n.server";
import { signInStepOf } from "../lib/account/sign-in-steps";
import { redirectWithError, redirectWithInfo } from "./toast.server";

/** Every page but home and the payment-link pages needs a valid delivery location (docs/product.md#guards). */
export async function requireLocation(request: Request) {
  const session = await getSession(request);
  const location = session.get("location");
  if (!location) {
    const t = await translatorOf(request);
    throw await redirectWithError("/", { message: t("Location unavailable !"), description: t("Please select location !") });
  }
  return { session, location };
}

/**
 * Account pages, addresses and payment need a signed-in customer (docs/product.md#guards), after the location:
 * a signed-out visitor goes home.
 */
export async function requireCustomer(request: Request) {
  const { session, location } = await requireLocation(request);
  const customer = session.get("customer");
  if (!customer) throw await redirectWithInfo("/", (await translatorOf(request))("Please sign in to continue."));
  return { session, location, customer };
}

/**
 * The help pages' guard: a signed-out visitor gets the sign-in dialog over the page they asked for
 * (`?dialog=login`, the page itself answering 401 beneath it), so signing in brings them back there,
 * query included (/order_add?orderId=...). The page's error boundary is `SignInRequired`.
 */
export async function requireCustomerOrSignIn(request: Request) {
  const { session, location } = await requireLocation(request);
  const customer = session.get("customer");
  if (customer) return { session, location, customer };
  const url = new URL(request.url);
  if (!signInStepOf(url.searchParams.get("dialog"))) throw redirect(dialogHref(url.pathname, url.search, "login"));
  throw json({ signIn: true }, { status: 401, headers: noStore });
}

/** Account pages are personal: no shared cache or back-forward cache may keep them. */
export const noStore = { "Cache-Control": "no-store" };
