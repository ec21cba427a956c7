import { useParams, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { SignInStepView } from "~/components/SignIn";
import { signInPage } from "~/lib/account/sign-in-steps";
import type { loader as rootLoader } from "~/root";

/**
 * One page of the alternate variant's sign-in (/login, /signup, /otp/{type}). The steps, their forms
 * and the /auth action are the dialogs' own; only where each step is shown differs. The step's view
 * comes from the root loader, as it does for the dialogs.
 */
export function SignInPage() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { type } = useParams();
  const [search] = useSearchParams();
  if (!root?.signIn) return null;
  // /signup?phoneNumber=... arrives prefilled (docs/product.md#sign-in, step 2); /login/cart and /signup/cart return to the cart.
  const view = { ...root.signIn, phoneNumber: root.signIn.phoneNumber || (search.get("phoneNumber") ?? "") };
  return (
    <section className="page sign-in-page" aria-labelledby="sign-in-title">
      <div className="dialog">
        <SignInStepView view={view} mode="page" redirectTo={type === "cart" ? "/cart" : "/"} hrefFor={(step) => signInPage(step, view.type)} />
      </div>
    </section>
  );
}
