import type { ActionFunctionArgs } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import type { Api } from "../../server/api/client.server";
import { submitForm } from "../../server/form.server";
import { requireCustomer } from "../../server/guards.server";

/** The card form's fields as typed (a field the form does not have is blank). */
type CardText = { name: string; cardNumber: string; date: string; cvv: string };

/**
 * Saves the card form (add or edit) and goes back to the card list. The API checks the same schema
 * again and keeps only what may be shown again. The form's own 'date' text is what the API reads.
 */
export async function saveCard(args: ActionFunctionArgs, schema: ZodTypeAny, save: (api: Api, fields: CardText) => Promise<{ message: string }>) {
  await requireCustomer(args.request);
  return submitForm(args, {
    schema,
    redirectTo: "/card_list",
    send: (api, _card, form) => {
      const text = (name: keyof CardText) => String(form.get(name) ?? "");
      return save(api, { name: text("name"), cardNumber: text("cardNumber"), date: text("date"), cvv: text("cvv") });
    },
  });
}
