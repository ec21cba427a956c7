import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { SignInStep } from "~/lib/account/sign-in-steps";
import { getSession } from "~/server/session.server";

/** The loader of a sign-in page: nothing to do for a signed-in visitor (docs/product.md#alternate-variant), no code step before a code. */
export function signInPageLoader(step: SignInStep) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await getSession(request);
    if (session.get("customer")) throw redirect("/");
    if (step === "otp" && !session.get("signIn")?.sentAt) throw redirect("/login");
    return null;
  };
}
