import { interpolate, type Params } from "@domain/i18n/translate";
/**
 * What a service says when it refuses: a kind that names the reason in the shop's terms, a stable code
 * for clients, a message for people and, for form input, a message per field. Services know nothing of
 * HTTP; the API's error handler (http/errors.ts) alone turns a kind into a status.
 */
export type ErrorKind =
  | "invalid" // the input breaks a rule
  | "unauthenticated" // no or unknown credentials
  | "forbidden" // known, but not allowed
  | "not_found" // no such thing, or not this customer's (never "forbidden", so ids leak nothing)
  | "conflict" // the thing's current state does not allow it
  | "gone" // it existed and has expired
  | "session_ended" // the customer's session ended or the customer is blocked: sign out
  | "location_required" // no delivery location, or one not served
  | "rate_limited" // too many attempts
  | "upstream_failed" // an outside service (SMS, gateway) failed
  | "unavailable"; // a dependency of ours is down: try again shortly

/**
 * A message for people that the API answers inside its data (a cart line's problem, a cart's notices)
 * or puts inside another message: English with `{name}` placeholders and its params, translated where it
 * leaves the API, in the client's language (docs/i18n.md). A param may itself be a phrase (a reason
 * inside "Promo code {code} was removed: {reason}"), translated first.
 */
export type Phrase = { readonly template: string; readonly params?: PhraseParams };
export type PhraseParams = Readonly<Record<string, string | number | Phrase>>;
export const phrase = (template: string, params?: PhraseParams): Phrase => ({ template, params });

/** A phrase in a language, given that language's translator (`t.text`); English is `interpolate` itself. */
export function say(text: (template: string, params?: Params) => string, template: string, params?: PhraseParams): string {
  if (!params) return text(template);
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) flat[name] = typeof value === "object" ? say(text, value.template, value.params) : value;
  return text(template, flat);
}

/**
 * A refusal. Its message (and each field's) is English as written here, with `{name}` placeholders for
 * `params`; the API's error handler translates it into the client's language (docs/i18n.md), so a message
 * with a value in it is a template, never a string built with the value inside.
 */
export class DomainError extends Error {
  readonly template: string;
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly params?: PhraseParams,
  ) {
    super(say(interpolate, message, params));
    this.template = message;
  }
}
