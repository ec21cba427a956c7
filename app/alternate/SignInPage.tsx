import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useParams, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { SignInStepView } from "~/components/SignIn";
import { signInPage, type SignInStep } from "~/lib/sign-in";
import type { loader as rootLoader } from "~/root";
import { getSession } from "~/session.server";

/**
 * One page of the alternate variant's sign-in (/login, /signup, /otp/{type}). The steps, their forms
 * and the /auth action are the dialogs' own; only where each step is shown differs.
 */
export function signInPageLoader(step: SignInStep) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await getSession(request);
    // Already signed in: nothing to do here (spec §2 Alternate variant).
    if (session.get("customer")) throw redirect("/");
    if (step === "otp" && !session.get("signIn")?.sentAt) throw redirect("/login");
    return null;
  };
}

export function SignInPage() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { type } = useParams();
  const [search] = useSearchParams();
  if (!root?.signIn) return null;
  // /signup?phoneNumber=... arrives prefilled (spec §4 Sign-in step 2); /login/cart and /signup/cart return to the cart.
  const view = { ...root.signIn, phoneNumber: root.signIn.phoneNumber || (search.get("phoneNumber") ?? "") };
  return (
    <section className="page sign-in-page" aria-labelledby="sign-in-title">
      <div className="dialog">
        <SignInStepView view={view} mode="page" redirectTo={type === "cart" ? "/cart" : "/"} hrefFor={(step) => signInPage(step, view.type)} />
      </div>
    </section>
  );
}
