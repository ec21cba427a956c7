import { createCookie, createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { env } from "./env.server";
import type { SubmissionResult } from "@conform-to/react";
import type { OtpPurpose } from "@domain/otp";
import type { Location } from "@domain/pincode";
import type { SignInStep } from "./sign-in";

/**
 * The one session of the storefront: a signed, httpOnly, SameSite=Lax cookie. It replaces the
 * browser storage of the specification (authTokenWebsite, userWebsite, cart, cartTotal, pincode,
 * valid location), so everything works before or without JavaScript.
 */
export type SessionData = {
  location: Location;
  /** The signed-in customer: the API token and what the header greets them with. */
  customer: SignedInCustomer;
  /** A sign-in under way (spec §3 otpData): the number, login or register, the registration fields, when the code was sent. */
  signIn: SignInState;
  /** A random id for this browser, sent as deviceId at login and register. */
  deviceId: string;
  /** A guest's cart (spec §3 Guest cart): product ids and quantities only, bounded; checked on every read (cart.server.ts). */
  cart: GuestCartLine[];
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
/** Shown once, on the next page: the location dialog's refusal (title may be empty, spec §8). */
export type SessionFlash = {
  locationError: { title: string; message: string; pincode?: string };
  /** A sign-in form's refusal (conform's submission result), shown by the step it belongs to. */
  signInResult: { step: SignInStep; result: SubmissionResult<string[]> };
};

const cookieName = (name: string) => (env.COOKIE_SECURE ? `__Host-${name}` : name);
const cookieOptions = {
  httpOnly: true,
  path: "/",
  sameSite: "lax" as const,
  secure: env.COOKIE_SECURE,
  secrets: env.sessionSecrets,
};

export const sessionStorage = createCookieSessionStorage<SessionData, SessionFlash>({
  cookie: { name: cookieName("session"), maxAge: 60 * 60 * 24 * 30, ...cookieOptions },
});

/** Flash messages (remix-toast) in a cookie of their own, signed like the session. */
export const toastStorage = createCookieSessionStorage({ cookie: { name: cookieName("toast"), ...cookieOptions } });

export const csrfCookie = createCookie(cookieName("csrf"), cookieOptions);

export type AppSession = Session<SessionData, SessionFlash>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

export async function commit(session: AppSession): Promise<HeadersInit> {
  return { "Set-Cookie": await sessionStorage.commitSession(session) };
}

/** Redirects and saves the session in the same response. */
export async function redirectWithSession(to: string, session: AppSession, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return redirect(to, { ...init, headers });
}

/**
 * Signs the shopper out of the storefront (spec §4 Logout and session clear): the token, the
 * customer, any sign-in under way and any stored cart go; the delivery location stays.
 */
export function signOut(session: AppSession) {
  session.unset("customer");
  session.unset("signIn");
  session.unset("cart");
}
