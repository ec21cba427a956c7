import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useT } from "~/i18n/useT";

/**
 * The error boundary of the help pages: for a signed-out visitor (401 from `requireCustomerOrSignIn`)
 * the page says why, under the sign-in dialog the layout opens; signing in comes back here.
 */
export function SignInRequired() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <section className="page account-page">
        <h1>{t("Please sign in")}</h1>
        <p>{t("Sign in with your mobile number to see your help requests or raise a new one. You will come back to this page.")}</p>
      </section>
    );
  }
  throw error;
}
