import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import * as account from "@domain/account/endpoints";
import { DEFAULT_LANGUAGE, isLanguage } from "@domain/i18n/languages";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { commit } from "~/server/session.server";
import { safeRedirectPath } from "~/utils/redirect";

/** GET /language changes nothing: the switch is a form. */
export const loader = () => redirect("/");

/**
 * The language switch (docs/i18n.md): kept in the session, and on a signed-in customer's profile so the
 * messages sent to them later (an order's moves) are in it too; then back to the page the shopper was on.
 * A language the shop does not have is English.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const chosen = form.get("language");
  const language = isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
  const api = await createApi({ request, context });
  api.session.set("language", language);
  if (api.session.get("customer")) {
    try {
      await api.call(account.setLanguage, { body: { language } });
    } catch (error) {
      // The page still changes language; the profile keeps its own until the next switch.
      if (!(error instanceof ApiFailure)) throw error;
    }
  }
  return redirect(safeRedirectPath(form.get("back")), { headers: await commit(api.session) });
}
