import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { ApiFailure, createApi, type Api } from "./api.server";
import { readForm } from "./csrf.server";
import { refusal } from "./form.server";
import { noStore, requireCustomer } from "./guards.server";
import { redirectWithSuccess } from "./toast.server";

export type SavedCard = { id: string; name: string; last4: string; network: string; expiry: string; maskedNumber: string };

/**
 * Saves the card form (add or edit) and goes back to the card list. The API checks the same schema
 * again and keeps only what may be shown again. The form's own 'date' text is what the API reads.
 */
export async function saveCard({ request, context }: ActionFunctionArgs, schema: ZodTypeAny, save: (api: Api, fields: Record<string, string>) => Promise<{ message: string }>) {
  await requireCustomer(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return json(refusal(submission), { status: 400, headers: noStore });
  const fields = Object.fromEntries(["name", "cardNumber", "date", "cvv"].filter((k) => form.has(k)).map((k) => [k, String(form.get(k))]));
  const api = await createApi({ request, context });
  try {
    const { message } = await save(api, fields);
    return redirectWithSuccess("/card_list", message);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return json(refusal(submission, error), { status: 400, headers: noStore });
  }
}
