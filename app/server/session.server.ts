import { createHash } from "node:crypto";
import { createCookie, createCookieSessionStorage, createSession, type Session, type SessionStorage } from "@remix-run/node";
import { apiSessionStorage } from "./session-store.server";
import { env } from "./env.server";
import type { FormResult } from "~/lib/forms/use-form";
import type { Checkout } from "@domain/payments/checkout";
import type { OtpPurpose } from "@domain/account/sign-in";
import type { Language } from "@domain/i18n/languages";
import type { Location } from "@domain/location/pincode";
import { OPERATOR_SESSION_HOURS, type OperatorRole } from "@domain/operators/roles";
import { CONSOLE_PATH } from "../lib/console/paths";
import type { SignInStep } from "../lib/account/sign-in-steps";

/**
 * The shopper's session, kept on the server (the API's database) under a random id that a signed,
 * httpOnly, SameSite=Lax cookie carries; the operator console's is below, kept and saved the same way. It replaces the browser storage an earlier design used
 * (authTokenWebsite, userWebsite, cart, cartTotal, pincode, valid location), so everything works
 * before or without JavaScript, and the browser never holds the API token.
 */
export type SessionData = {
  location: Location;
  /** The signed-in customer: the API token and what the header greets them with. */
  customer: SignedInCustomer;
  /** A sign-in under way (docs/product.md#sign-in): the number, login or register, the registration fields, when the code was sent. */
  signIn: SignInState;
  /** A random id for this browser, sent as deviceId at login and register. */
  deviceId: string;
  /** A guest's cart (docs/product.md#cart): product ids and quantities only, bounded; checked on every read (cart.server.ts). */
  cart: GuestCartLine[];
  /** The language the shopper chose with the switch (app/routes/browse/language.tsx); absent, the browser's is followed. */
  language: Language;
};
export type GuestCartLine = { productId: string; quantity: number };
type SignedInCustomer = { token: string; id: string; firstName: string; lastName: string };
export type SignInState = {
  phoneNumber: string;
  type: OtpPurpose;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  /** When the last code was sent (ms), for the resend countdown; absent before the first. */
  sentAt?: number;
  /** Where to go once signed in (a same-site path). */
  returnTo: string;
};
/** Shown once, on the next page: the location dialog's refusal (title may be empty, docs/product.md#location). */
export type SessionFlash = {
  locationError: { title: string; message: string; pincode?: string };
  /** A sign-in form's refusal (conform's submission result), shown by the step it belongs to. */
  signInResult: { step: SignInStep; result: FormResult };
  /** An online payment just started (a POST to /payment_method): the page after it sends the shopper to the gateway. */
  checkout: Checkout;
};

const cookieName = (name: string) => (env.COOKIE_SECURE ? `__Host-${name}` : name);
const cookieOptions = {
  httpOnly: true,
  path: "/",
  sameSite: "lax" as const,
  secure: env.COOKIE_SECURE,
  secrets: env.sessionSecrets,
};

/** The session: its data in the API's database, its random id and version in a signed cookie (docs/decisions/012, 020). */
const sessionStorage = apiSessionStorage<SessionData, SessionFlash>(createCookie(cookieName("session"), { maxAge: 60 * 60 * 24 * 30, ...cookieOptions }));

/** Flash messages (remix-toast) in a cookie of their own, signed like the session: they hold nothing but the message. */
export const toastStorage = createCookieSessionStorage({ cookie: { name: cookieName("toast"), ...cookieOptions } });

export const csrfCookie = createCookie(cookieName("csrf"), cookieOptions);

export type AppSession = Session<SessionData, SessionFlash>;

/**
 * How a session is read and saved, the same for the shop's and the console's: one read per request,
 * shared by the guards, the API client and the action; and one way to save it, the headers to answer
 * with (`init`'s, plus the session cookie). A session with nothing left to keep ends, its cookie with
 * it, and a visitor who never had one gets none. `renew` gives the data a new id and ends the old one
 * (signing in and out), so an id known before cannot follow anyone across. A session that ended while
 * the request was under way answers no cookie (app/server/session-store.server.ts).
 */
function sessionsIn<Data, Flash>(storage: SessionStorage<Data, Flash>) {
  const read = new WeakMap<Request, Promise<Session<Data, Flash>>>();
  return {
    get(request: Request): Promise<Session<Data, Flash>> {
      let session = read.get(request);
      if (!session) {
        // An id whose row is gone (expired, logged out) is not reused: the store answers a new session, which the next save makes.
        session = storage.getSession(request.headers.get("Cookie"));
        read.set(request, session);
      }
      return session;
    },
    async commit(session: Session<Data, Flash>, init?: HeadersInit, { renew = false } = {}): Promise<Headers> {
      const headers = new Headers(init);
      if (!Object.keys(session.data).length) {
        if (session.id) headers.append("Set-Cookie", await storage.destroySession(session));
        return headers;
      }
      let saved = session;
      if (renew && session.id) {
        await storage.destroySession(session);
        saved = createSession<Data, Flash>(session.data as Data);
      }
      const cookie = await storage.commitSession(saved);
      if (cookie) headers.append("Set-Cookie", cookie);
      return headers;
    },
  };
}

const shopperSessions = sessionsIn(sessionStorage);
/** The shopper's session of this request. */
export const getSession = shopperSessions.get;
/** Saves the shopper's session: the headers to answer with. */
export const commit = shopperSessions.commit;

/**
 * The operator console's session (docs/decisions/031): its own cookie, scoped to the console and lasting
 * 8 hours, holding only a random id; the operator's API token is kept by the API's session store, as a
 * shopper's is. A shopper's session never signs anyone into the console, and this one is never sent to
 * the shop's pages.
 */
type SignedInOperator = { token: string; id: string | null; name: string; role: OperatorRole };
type ConsoleData = {
  operator: SignedInOperator;
  /** The number a code was sent to, between the two sign-in steps. */
  signIn: { phoneNumber: string };
};
export type ConsoleSession = Session<ConsoleData>;

const consoleSessions = sessionsIn(
  apiSessionStorage<ConsoleData>(
    // `__Host-` names need Path=/; `__Secure-` is the prefix a cookie scoped to a path may have.
    createCookie(env.COOKIE_SECURE ? "__Secure-console" : "console", {
      ...cookieOptions,
      path: CONSOLE_PATH,
      maxAge: OPERATOR_SESSION_HOURS * 60 * 60,
    }),
  ),
);
/** The operator's console session of this request. */
export const consoleSession = consoleSessions.get;
/** Saves the console session: the headers to answer with. */
export const commitConsole = consoleSessions.commit;

const shopperNames = new WeakMap<AppSession, string | null>();
/** An opaque name for this shopper's session, for the API's per-shopper limits: a hash of the id, never the id. */
export function shopperSessionId(session: AppSession): string | null {
  // Worked out once per session object (a session's id never changes; a renewed one is a new object): every API call of a page sends it.
  let name = shopperNames.get(session);
  if (name === undefined) {
    name = session.id ? createHash("sha256").update(`shopper-session:${session.id}`).digest("base64url") : null;
    shopperNames.set(session, name);
  }
  return name;
}

/**
 * Signs the shopper out of the storefront (docs/product.md#signing-out): the token, the
 * customer, any sign-in under way and any stored cart go; the delivery location stays.
 */
export function signOut(session: AppSession) {
  session.unset("customer");
  session.unset("signIn");
  session.unset("cart");
}
