import { createHmac } from "node:crypto";
import { env } from "./env.server";
import { languageIn } from "./i18n.server";
import { getSession } from "./session.server";

/**
 * What every page and every page's data tells the shop's service worker (public/sw.js,
 * docs/decisions/032), in two headers: who is signed in, as `X-Shopper` (a key made from the customer's
 * id with the session secret: the same for one customer on any page, and nothing anyone can read the
 * customer from) or `none`, and the shopper's language, as `Content-Language`. The worker keeps its
 * copies of order pages per customer by the first, and deletes every other customer's copies (all of
 * them on `none`, after a logout) before the page is shown; it shows its offline page in the second.
 * A session that cannot be read (the API is away) says nothing, and the worker changes nothing.
 */
export async function tellTheWorker(request: Request, headers: Headers) {
  try {
    const session = await getSession(request);
    const customer = session.get("customer");
    const key = customer ? createHmac("sha256", env.sessionSecrets[0]).update(`offline-pages:${customer.id}`).digest("base64url").slice(0, 22) : "none";
    headers.set("X-Shopper", key);
    headers.set("Content-Language", languageIn(session, request));
  } catch {
    // The page itself says what went wrong.
  }
}
