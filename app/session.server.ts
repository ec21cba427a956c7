import { createCookie, createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { env } from "./env.server";
import type { Location } from "./lib/pincode";

/**
 * The one session of the storefront: a signed, httpOnly, SameSite=Lax cookie. It replaces the
 * browser storage of the specification (authTokenWebsite, userWebsite, cart, cartTotal, pincode,
 * valid location), so everything works before or without JavaScript.
 */
export type SessionData = {
  location: Location;
};
/** Shown once, on the next page: the location dialog's refusal (title may be empty, spec §8). */
export type SessionFlash = {
  locationError: { title: string; message: string; pincode?: string };
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
