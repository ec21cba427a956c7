import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { MessageKey } from "@domain/i18n/keys";
import { useT } from "~/i18n/useT";

/**
 * The error boundary of a page that asks a signed-out visitor to sign in (401 from
 * `requireCustomerOrSignIn`): the page says why, under the sign-in dialog the layout opens; signing in
 * comes back here.
 */
function SignInPrompt({ why }: { why: MessageKey }) {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <section className="page account-page">
        <h1>{t("Please sign in")}</h1>
        <p>{t(why)}</p>
      </section>
    );
  }
  throw error;
}

/** The help pages'. */
export const SignInRequired = () => (
  <SignInPrompt why="Sign in with your mobile number to see your help requests or raise a new one. You will come back to this page." />
);

/** /my_refills' and a refill reminder's link. */
export const SignInForRefills = () => <SignInPrompt why="Sign in with your mobile number to see your refills. You will come back to this page." />;

/** /my_subscriptions' and the subscribe page's. */
export const SignInForSubscriptions = () => <SignInPrompt why="Sign in with your mobile number to see your subscriptions. You will come back to this page." />;
