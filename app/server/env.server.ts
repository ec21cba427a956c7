import { z } from "zod";
import type { PushConfig } from "@domain/notifications/schemas";
import { PUSH_ERRORS } from "@domain/notifications/push";
import { log } from "./log.server";

/**
 * Settings of the storefront process, parsed once. Secrets never go to the browser: nothing here is
 * serialised into a loader's data but `push`, the public Firebase web settings.
 */
const isProduction = process.env.NODE_ENV === "production";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
  // Comma-separated so secrets can be rotated: the first signs, all of them verify.
  SESSION_SECRET: isProduction ? z.string().min(32) : z.string().min(32).default("dev-only-session-secret-not-for-production-use"),
  // Secure cookies with a __Host- name; on by default in production, off for http://localhost demos.
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .default(isProduction ? "true" : "false")
    .transform((v) => v === "true"),
  // The storefront's key to the API's session store (/v1/internal/sessions); the API must have the same.
  // No default: `npm start` and the tests give both processes one; a production API refuses its own
  // development value, so a storefront reaches a production API only with the real secret.
  STOREFRONT_API_SECRET: z.string({ required_error: "set the API's STOREFRONT_API_SECRET here too (at least 32 characters)" }).min(32),
  // Web push (Firebase Cloud Messaging): the web app's settings from the Firebase console and the
  // Web Push certificate's public key. Public by design (they go to the browser); all or none.
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_MESSAGING_SENDER_ID: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
  FIREBASE_VAPID_KEY: z.string().optional(),
});

const PUSH_SETTINGS = ["FIREBASE_API_KEY", "FIREBASE_PROJECT_ID", "FIREBASE_MESSAGING_SENDER_ID", "FIREBASE_APP_ID", "FIREBASE_VAPID_KEY"] as const;

/** The browser's Firebase settings, or null when web push is not configured (all five unset). */
function pushConfig(settings: z.infer<typeof schema>): PushConfig | null {
  const set = PUSH_SETTINGS.filter((key) => settings[key]);
  if (!set.length) {
    log("info", `${PUSH_ERRORS.missingConfiguration}: the FIREBASE_ web settings are not set, so "Get order updates" is not offered`);
    return null;
  }
  if (set.length < PUSH_SETTINGS.length) {
    throw new Error(`Invalid storefront settings:\n  ${PUSH_SETTINGS.filter((key) => !settings[key]).join(", ")}: required with the other FIREBASE_ settings`);
  }
  return {
    apiKey: settings.FIREBASE_API_KEY!,
    projectId: settings.FIREBASE_PROJECT_ID!,
    messagingSenderId: settings.FIREBASE_MESSAGING_SENDER_ID!,
    appId: settings.FIREBASE_APP_ID!,
    vapidKey: settings.FIREBASE_VAPID_KEY!,
  };
}

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid storefront settings:\n${problems}`);
  }
  return { ...parsed.data, sessionSecrets: parsed.data.SESSION_SECRET.split(",").map((s) => s.trim()), push: pushConfig(parsed.data) };
}

export const env = load();
