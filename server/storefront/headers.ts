import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * The storefront's security headers, by helmet. Scripts run only with this response's nonce (Remix's
 * inline scripts carry it, app/entry.server.tsx) and what they load ('strict-dynamic'); nothing may
 * frame the shop; forms post only to the shop and the payment gateway's checkout. The in-page checkout's
 * script origin may load scripts (for browsers without 'strict-dynamic') and, with the gateway's checkout
 * origin, be framed: nothing else is (docs/decisions/025-in-page-checkout.md). HSTS and
 * upgrade-insecure-requests only when served over https (COOKIE_SECURE). With web push configured the
 * browser may reach Firebase's installation and registration services, which hand out its push token.
 */
const FCM_ORIGINS = ["https://firebaseinstallations.googleapis.com", "https://fcmregistrations.googleapis.com"];

export function securityHeaders({
  secure,
  checkoutOrigin,
  checkoutScriptOrigin,
  push,
}: {
  secure: boolean;
  checkoutOrigin: string;
  checkoutScriptOrigin: string;
  push: boolean;
}): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'", checkoutScriptOrigin],
        // The shop's stylesheet is inlined into each page (no render-blocking request), under the same nonce.
        styleSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(push ? FCM_ORIGINS : [])],
        // The shop's service worker (public/sw.js, docs/decisions/032) and its web app manifest, from the shop itself.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...new Set([checkoutScriptOrigin, checkoutOrigin])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", checkoutOrigin],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    // helmet has no Permissions-Policy: the shop uses the position (Detect my location) and nothing else.
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
    next();
  };
  return [nonce, headers, permissions];
}
