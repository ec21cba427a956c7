import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env } from "./env.server";

/**
 * A hidden field that people leave empty and bots fill, plus the time the form was served. The
 * seed is the session secret, so every storefront process accepts a form another one served.
 */
export const honeypot = new Honeypot({ encryptionSeed: env.sessionSecrets[0] });

/**
 * Refuses a form a bot filled in, or one posted without the honeypot at all (remix-utils lets that
 * through), with a 400 that changes nothing.
 */
export function checkHoneypot(formData: FormData) {
  try {
    if (!formData.has(honeypot.getInputProps().nameFieldName)) throw new SpamError("Missing honeypot input");
    honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Form not submitted.", { status: 400 });
    throw error;
  }
}
