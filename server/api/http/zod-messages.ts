import { z, type ZodIssue } from "zod";
import { translatorFor } from "@domain/i18n/catalog";
import { DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import type { Params } from "@domain/i18n/translate";

/**
 * A validation issue's message in the client's language.
 *
 * The shop's schemas (domain/) give their own messages wherever a shopper can meet them, and those are
 * translated by their text (domain/i18n/hi/forms.json). A rule that gives none answers with zod's own
 * English ("Required", "Expected string, received number"), which only a client that sends what no form
 * sends can meet. Zod writes that message when it parses, with one error map for the whole process and
 * before anything knows the request's language, so it cannot be asked for Hindi then. Instead the error
 * handler recognises zod's own messages afterwards (they are what zod's default map says for the issue)
 * and writes them again from the issue as a template with params, the same words as zod's in English,
 * which the "forms" files translate like any other message. An issue zod words in a way not listed here
 * gets the general "Invalid input" in the client's language: never English to a Hindi client.
 */
export function issueMessage(issue: ZodIssue, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return issue.message;
  const t = translatorFor(language);
  if (!isZodsOwn(issue)) return t.text(issue.message);
  const [template, params] = zodTemplate(issue);
  return t.text(template, params);
}

const isZodsOwn = (issue: ZodIssue) => issue.message === z.defaultErrorMap(issue, { defaultError: issue.message, data: undefined }).message;

/** zod's values as its messages quote them: 'a' | 'b'. */
const quoted = (values: readonly unknown[], separator = " | ") =>
  values.map((value) => (typeof value === "string" ? `'${value}'` : String(value))).join(separator);

const INVALID = "Invalid input";

/** Zod's message for an issue as a template and its params (zod/v3/locales/en.js, word for word). */
export function zodTemplate(issue: ZodIssue): [string, Params?] {
  switch (issue.code) {
    case "invalid_type":
      return issue.received === "undefined"
        ? ["Required"]
        : ["Expected {expected}, received {received}", { expected: issue.expected, received: issue.received }];
    case "invalid_literal":
      return ["Invalid literal value, expected {expected}", { expected: JSON.stringify(issue.expected) ?? "undefined" }];
    case "unrecognized_keys":
      return ["Unrecognized key(s) in object: {keys}", { keys: quoted(issue.keys, ", ") }];
    case "invalid_union_discriminator":
      return ["Invalid discriminator value. Expected {options}", { options: quoted(issue.options) }];
    case "invalid_enum_value":
      return ["Invalid enum value. Expected {options}, received '{received}'", { options: quoted(issue.options), received: String(issue.received) }];
    case "invalid_date":
      return ["Invalid date"];
    case "invalid_string":
      if (issue.validation === "regex") return ["Invalid"];
      if (typeof issue.validation === "string") return ["Invalid {validation}", { validation: issue.validation }];
      if ("startsWith" in issue.validation) return ['Invalid input: must start with "{text}"', { text: issue.validation.startsWith }];
      if ("endsWith" in issue.validation) return ['Invalid input: must end with "{text}"', { text: issue.validation.endsWith }];
      if ("includes" in issue.validation && issue.validation.position === undefined)
        return ['Invalid input: must include "{text}"', { text: issue.validation.includes }];
      return [INVALID];
    case "too_small":
      return bound(issue.type, issue.exact ? "exactly" : issue.inclusive ? "inclusive" : "exclusive", "minimum", Number(issue.minimum));
    case "too_big":
      return bound(issue.type, issue.exact ? "exactly" : issue.inclusive ? "inclusive" : "exclusive", "maximum", Number(issue.maximum));
    case "not_multiple_of":
      return ["Number must be a multiple of {multipleOf}", { multipleOf: Number(issue.multipleOf) }];
    case "not_finite":
      return ["Number must be finite"];
    default:
      // invalid_union, custom: zod's "Invalid input"; the rest (function arguments, intersections) too.
      return [INVALID];
  }
}

type Bound = "exactly" | "inclusive" | "exclusive";

const BOUNDS: Record<"minimum" | "maximum", Partial<Record<string, Record<Bound, string>>>> = {
  minimum: {
    string: {
      exactly: "String must contain exactly {minimum} character(s)",
      inclusive: "String must contain at least {minimum} character(s)",
      exclusive: "String must contain over {minimum} character(s)",
    },
    array: {
      exactly: "Array must contain exactly {minimum} element(s)",
      inclusive: "Array must contain at least {minimum} element(s)",
      exclusive: "Array must contain more than {minimum} element(s)",
    },
    number: {
      exactly: "Number must be exactly equal to {minimum}",
      inclusive: "Number must be greater than or equal to {minimum}",
      exclusive: "Number must be greater than {minimum}",
    },
  },
  maximum: {
    string: {
      exactly: "String must contain exactly {maximum} character(s)",
      inclusive: "String must contain at most {maximum} character(s)",
      exclusive: "String must contain under {maximum} character(s)",
    },
    array: {
      exactly: "Array must contain exactly {maximum} element(s)",
      inclusive: "Array must contain at most {maximum} element(s)",
      exclusive: "Array must contain less than {maximum} element(s)",
    },
    number: {
      exactly: "Number must be exactly {maximum}",
      inclusive: "Number must be less than or equal to {maximum}",
      exclusive: "Number must be less than {maximum}",
    },
  },
};

function bound(type: string, kind: Bound, side: "minimum" | "maximum", value: number): [string, Params?] {
  const template = BOUNDS[side][type]?.[kind];
  return template ? [template, { [side]: value }] : [INVALID];
}
