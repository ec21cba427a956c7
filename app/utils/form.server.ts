import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import { ApiFailure, createApi, type Api } from "./api.server";
import { readForm } from "./csrf.server";
import { noStore, requireCustomer } from "./guards.server";
import { redirectWithSuccess } from "./toast.server";

/** Never echo these back into a form: the CSRF token and the honeypot are made fresh for each page; a CVV is never sent back. */
const hideFields = ["csrf", "name__confirm", "from__confirm", "intent", "mode", "redirectTo", "cvv"];

/**
 * A form's refusal for conform: its own validation, or the API's message under the fields the API
 * names, else under `field` when given, else over the form.
 */
export function refusal(submission: Pick<Submission<unknown>, "reply">, error?: ApiFailure, field?: string) {
  if (!error) return submission.reply({ hideFields });
  if (field) return submission.reply({ hideFields, fieldErrors: { [field]: [error.message] } });
  const fieldErrors = Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [name, [message]]));
  return Object.keys(fieldErrors).length ? submission.reply({ hideFields, fieldErrors }) : submission.reply({ hideFields, formErrors: [error.message] });
}

/**
 * A signed-in customer's form post that the API checks again (post/redirect/get): the schema's
 * messages first, then `save`; success goes to `to` with the API's message as a toast, and a refusal
 * renders the form again with the messages under their fields (400).
 */
export async function submitForm<S extends ZodTypeAny>(
  { request, context }: ActionFunctionArgs,
  schema: S,
  save: (api: Api, value: z.output<S>) => Promise<{ message: string }>,
  to: string,
) {
  await requireCustomer(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return json(refusal(submission), { status: 400, headers: noStore });
  const api = await createApi({ request, context });
  try {
    const { message } = await save(api, submission.value);
    return redirectWithSuccess(to, message);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return json(refusal(submission, error), { status: 400, headers: noStore });
  }
}
