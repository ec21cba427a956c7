import { z } from "zod";
import { DEV_STOREFRONT_API_SECRET } from "@domain/storefront-session";

/**
 * Settings of the storefront process, parsed once. Secrets never go to the browser: nothing here is
 * serialised into a loader's data.
 */
const isProduction = process.env.NODE_ENV === "production";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
  // Comma-separated so secrets can be rotated: the first signs, all of them verify.
  SESSION_SECRET: isProduction ? z.string().min(32) : z.string().min(32).default("dev-only-session-secret-not-for-production-use"),
  // Secure cookies with a __Host- name; on by default in production, off for http://localhost demos.
  COOKIE_SECURE: z.enum(["true", "false"]).default(isProduction ? "true" : "false").transform((v) => v === "true"),
  // The storefront's key to the API's session store (/v1/internal/sessions); the API must have the same.
  STOREFRONT_API_SECRET: isProduction
    ? z.string().min(32).refine((v) => v !== DEV_STOREFRONT_API_SECRET, "set a secret of at least 32 characters in production")
    : z.string().min(32).default(DEV_STOREFRONT_API_SECRET),
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid storefront settings:\n${problems}`);
  }
  return { ...parsed.data, sessionSecrets: parsed.data.SESSION_SECRET.split(",").map((s) => s.trim()) };
}

export const env = load();
