import { z } from "zod";

/**
 * Settings of the storefront's HTTP host, parsed once at start. The Remix app's own settings (API_URL,
 * SESSION_SECRET, COOKIE_SECURE) are parsed by app/utils/env.server.ts when the build loads.
 */
const schema = z.object({
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  TRUST_PROXY: z.string().default("loopback"),
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid storefront settings:\n${problems}`);
  }
  return parsed.data;
}

export const env = load();
