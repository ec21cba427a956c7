import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import * as operators from "@domain/operators/endpoints";
import { ApiFailure } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { translatorOf } from "~/server/i18n.server";
import { redirectWithSuccess } from "~/server/toast.server";
import { commitConsole } from "~/server/session.server";
import { operatorApi } from "./console.server";
import { SIGN_IN_PATH } from "~/lib/console/paths";

/** GET changes nothing. */
export const loader = () => redirect("/admin");

/** Signing out of the console: the API ends the token, the console's session forgets the operator. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  const api = await operatorApi({ request, context });
  if (api.session.get("operator")) {
    try {
      await api.call(operators.operatorLogout);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
    }
  }
  api.session.unset("operator");
  const t = await translatorOf(request);
  return redirectWithSuccess(SIGN_IN_PATH, t("You have been logged out."), { headers: await commitConsole(api.session, undefined, { renew: true }) });
}
