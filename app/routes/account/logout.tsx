import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import * as account from "@domain/account/endpoints";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { pushTokenOf } from "~/routes/account/push-token.server";
import { commit, signOut } from "~/server/session.server";
import { redirectWithSuccess } from "~/server/toast.server";
import { translatorOf } from "~/server/i18n.server";

/** GET /logout changes nothing (a link or a prefetch must not sign anyone out). */
export const loader = () => redirect("/");

/**
 * Log out (docs/product.md#signing-out): the API revokes the token and forgets this device's push token (the form
 * carries it; the browser drops its copy as it sends the form), then the session forgets the customer. A token the API no longer knows signs out just the same.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const api = await createApi({ request, context });
  if (api.session.get("customer")) {
    try {
      await api.call(account.logout, { body: { fcmToken: pushTokenOf(form) } });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
    }
  }
  signOut(api.session);
  // The session's row goes with the token; what stays (the location) moves to a new id.
  const t = await translatorOf(request);
  return redirectWithSuccess("/", t("You have been logged out."), { headers: await commit(api.session, undefined, { renew: true }) });
}
