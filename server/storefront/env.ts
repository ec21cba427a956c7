import { availableParallelism } from "node:os";
import { z } from "zod";
import { checkoutScriptUrl } from "@domain/payments/checkout";

/**
 * Settings of the storefront's HTTP host, parsed once at start. The Remix app's own settings (API_URL,
 * SESSION_SECRET, COOKIE_SECURE) are parsed by app/server/env.server.ts when the build loads; the host
 * reads the few it needs for its headers in the same way.
 */
const isProduction = process.env.NODE_ENV === "production";

const schema = z.object({
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Storefront processes sharing the port (Node's cluster): one per core by default, so rendering uses every core.
  STOREFRONT_PROCESSES: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  TRUST_PROXY: z.string().default("loopback"),
  // Served over https: HSTS, and the CSP upgrades any http: reference.
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .default(isProduction ? "true" : "false")
    .transform((v) => v === "true"),
  // Where the checkout form posts (the CSP's form-action): Razorpay's hosted checkout with its keys, else the API's local test gateway.
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_CHECKOUT_URL: z.string().url().default("https://api.razorpay.com/v1/checkout/embedded"),
  // The in-page checkout's script (checkout.js): the CSP lets the browser load it and frame its origin.
  CHECKOUT_SCRIPT_URL: z.string().url().optional(),
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
  API_PUBLIC_URL: z.string().url().optional(),
  // Web push configured (the Firebase web settings, app/server/env.server.ts): the CSP lets the browser reach FCM.
  FIREBASE_VAPID_KEY: z.string().optional(),
  // The folder the API writes uploads to (review photos, product pictures), served at /uploads, every file named by its content.
  UPLOADS_DIR: z.string().min(1).default("public/uploads"),
  // The storefront's metrics (docs/operations.md#metrics): GET /metrics on a port of their own, with this bearer token; both unset, none.
  METRICS_TOKEN: z.string().min(32).optional(),
  STOREFRONT_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid storefront settings:\n${problems}`);
  }
  const env = parsed.data;
  const apiPublicUrl = env.API_PUBLIC_URL ?? env.API_URL;
  const checkoutOrigin = new URL(env.RAZORPAY_KEY_ID ? env.RAZORPAY_CHECKOUT_URL : apiPublicUrl).origin;
  const checkoutScriptOrigin = new URL(checkoutScriptUrl(env.CHECKOUT_SCRIPT_URL, !!env.RAZORPAY_KEY_ID, apiPublicUrl)).origin;
  const metrics = { host: env.HOST, port: env.STOREFRONT_METRICS_PORT, token: env.METRICS_TOKEN };
  return { ...env, checkoutOrigin, checkoutScriptOrigin, push: !!env.FIREBASE_VAPID_KEY, metrics };
}

export const env = load();
