import type { ActionFunctionArgs } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import type { Api } from "../../server/api.server";
import { submitForm } from "../../server/form.server";
import { requireCustomer } from "../../server/guards.server";

export type SavedCard = { id: string; name: string; last4: string; network: string; expiry: string; maskedNumber: string };

/**
 * Saves the card form (add or edit) and goes back to the card list. The API checks the same schema
 * again and keeps only what may be shown again. The form's own 'date' text is what the API reads.
 */
export async function saveCard(args: ActionFunctionArgs, schema: ZodTypeAny, save: (api: Api, fields: Record<string, string>) => Promise<{ message: string }>) {
  await requireCustomer(args.request);
  return submitForm(args, {
    schema,
    redirectTo: "/card_list",
    send: (api, _card, form) => save(api, Object.fromEntries(["name", "cardNumber", "date", "cvv"].filter((k) => form.has(k)).map((k) => [k, String(form.get(k))]))),
  });
}
