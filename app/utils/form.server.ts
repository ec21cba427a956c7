import type { Submission } from "@conform-to/react";
import type { ApiFailure } from "./api.server";

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
