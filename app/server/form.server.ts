import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import type { FormResult } from "~/lib/forms/use-form";
import { ApiFailure, createApi, type Api } from "./api/client.server";
import { readForm } from "./csrf.server";
import { noStore } from "./guards.server";
import { checkHoneypot } from "./honeypot.server";
import { commit, type AppSession } from "./session.server";
import { redirectWithSuccess } from "./toast.server";

/** Never echo these back into a form: the CSRF token and the honeypot are made fresh for each page; a CVV is never sent back, nor a file (a review's photos, a product's picture). */
const hideFields = ["csrf", "name__confirm", "from__confirm", "intent", "mode", "redirectTo", "cvv", "photos", "picture"];

/** A validated post (what @conform-to/zod's parseWithZod answers), answered as a refusal with its errors. */
type Refusable = { reply(options: { hideFields?: string[]; fieldErrors?: Record<string, string[]>; formErrors?: string[] }): FormResult };

/**
 * A form's refusal in conform's shape (app/lib/forms/use-form.ts shows it): its own validation, or the API's message under the fields the API
 * names, else under `field` when given, else over the form.
 */
export function refusal(submission: Refusable, error?: ApiFailure, field?: string) {
  return bounded(reply(submission, error, field));
}

function reply(submission: Refusable, error?: ApiFailure, field?: string) {
  if (!error) return submission.reply({ hideFields });
  if (field) return submission.reply({ hideFields, fieldErrors: { [field]: [error.message] } });
  const fieldErrors = Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [name, [message]]));
  return Object.keys(fieldErrors).length ? submission.reply({ hideFields, fieldErrors }) : submission.reply({ hideFields, formErrors: [error.message] });
}

/** No form of the shop has more fields, or a longer value, than this. */
const MAX_FIELDS = 32;
const MAX_VALUE = 256;

/**
 * A refusal echoes what was typed, and a sign-in refusal is kept in the session until the next page:
 * whatever was posted (10,000 digits, a thousand made-up fields) is cut to the size of a real form.
 * The fields the schema refused are kept first.
 */
function bounded<T extends { initialValue?: Record<string, unknown> | null; error?: Record<string, unknown> | null; fields?: string[] }>(result: T): T {
  if (!result.initialValue) return result;
  const keep = new Set([...Object.keys(result.error ?? {}), ...Object.keys(result.initialValue)].slice(0, MAX_FIELDS));
  const initialValue = Object.fromEntries(
    Object.entries(result.initialValue)
      .filter(([name]) => keep.has(name))
      .map(([name, value]) => [name, boundValue(value)]),
  );
  return { ...result, initialValue, ...(result.fields ? { fields: result.fields.filter((name) => keep.has(name)) } : {}) };
}

function boundValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.slice(0, MAX_VALUE);
  if (value === null || typeof value !== "object") return value;
  if (depth > 2) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_FIELDS).map((v) => boundValue(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_FIELDS)
      .map(([k, v]) => [k.slice(0, MAX_VALUE), boundValue(v, depth + 1)]),
  );
}

type FormAction<Schema extends ZodTypeAny, S> = {
  schema: Schema;
  /** Calls the API with the valid values; the answer's message is the success toast (with a line under it, when given). */
  send: (api: Api<S>, value: z.output<Schema>, form: FormData) => Promise<{ message: string; description?: string }>;
  /** Where a saved form goes (worked out from the posted form, for a form that came from elsewhere). */
  redirectTo: string | ((form: FormData) => string);
  /** Public forms carry a honeypot that bots fill in. */
  honeypot?: boolean;
};

/** Whose form it is: the API client to send it with and how its session is saved (the shopper's, or an operator's in the console). */
type FormCaller<S> = { open: () => Promise<Api<S>>; save: (session: S) => Promise<Headers> };

/**
 * The one way a form's action goes (the caller's guard has run): read the posted form (its CSRF token
 * checked), validate it with the schema the page validated it with, send it to the API, then redirect
 * with the API's message as a toast and the session saved. A refusal, the form's own or the API's
 * (its field messages mapped back onto the fields), answers 400 with the form to show again.
 */
export async function submitForm<Schema extends ZodTypeAny>(args: Pick<ActionFunctionArgs, "request" | "context">, action: FormAction<Schema, AppSession>) {
  return submitFormAs(args, action, { open: () => createApi(args), save: (session) => commit(session) });
}

export async function submitFormAs<Schema extends ZodTypeAny, S>(
  { request }: Pick<ActionFunctionArgs, "request">,
  action: FormAction<Schema, S>,
  caller: FormCaller<S>,
) {
  const form = await readForm(request);
  if (action.honeypot) checkHoneypot(form);
  const submission = parseWithZod(form, { schema: action.schema });
  if (submission.status !== "success") return json(refusal(submission), { status: 400, headers: noStore });
  const api = await caller.open();
  try {
    const { message, description } = await action.send(api, submission.value, form);
    const to = typeof action.redirectTo === "string" ? action.redirectTo : action.redirectTo(form);
    return redirectWithSuccess(to, description ? { message, description } : message, { headers: await caller.save(api.session) });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return json(refusal(submission, error), { status: 400, headers: noStore });
  }
}
