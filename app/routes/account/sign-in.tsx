import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { createApi } from "~/server/api/client.server";
import { readForm } from "~/server/csrf.server";
import { requireLocation } from "~/server/guards.server";
import { checkHoneypot } from "~/server/honeypot.server";
import type { SignInMode } from "~/lib/account/sign-in-steps";
import { SignInFlow } from "~/routes/account/sign-in.server";

/** GET /auth has nothing to show: the sign-in steps are dialogs (or, in the alternate variant, pages). */
export const loader = () => redirect("/");

/**
 * Every sign-in form posts here (docs/product.md#sign-in): 'login' and 'register' ask for a code, 'resend'
 * asks again, 'verify' checks the code and then logs in or registers. Each answer is a redirect to
 * the next step, so all of it works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  checkHoneypot(form);
  const mode: SignInMode = form.get("mode") === "page" ? "page" : "dialog";
  // Signing in from a dialog needs a valid location (docs/product.md#guards); the variant's pages end on home without one.
  if (mode === "dialog") await requireLocation(request);
  const api = await createApi({ request, context });
  const flow = new SignInFlow(api, mode, request, context);
  switch (form.get("intent")) {
    case "login":
      return flow.requestCode(form, "login");
    case "register":
      return flow.requestCode(form, "register");
    case "resend":
      return flow.resend();
    case "verify":
      return flow.verify(form);
    default:
      throw new Response("Unknown sign-in step", { status: 400 });
  }
}
