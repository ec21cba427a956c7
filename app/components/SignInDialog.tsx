import { Link, useLocation } from "@remix-run/react";
import { dialogHref } from "~/utils/dialog";
import { SignInStepView, type SignInView } from "./SignIn";
import { useT } from "~/i18n/useT";

/**
 * The login, registration and OTP dialogs (docs/product.md#dialogs): URL state over the current page
 * (`?dialog=login|register|otp`), server-rendered, so they work without JavaScript.
 */
export function SignInDialog({ view }: { view: SignInView }) {
  const { pathname, search } = useLocation();
  const t = useT();
  return (
    <div className="dialog-backdrop">
      <dialog open className="dialog" aria-labelledby="sign-in-title">
        <Link to={dialogHref(pathname, search, null)} className="dialog-close" aria-label={t("Close")}>
          ×
        </Link>
        <SignInStepView view={view} mode="dialog" redirectTo={dialogHref(pathname, search, null)} hrefFor={(step) => dialogHref(pathname, search, step)} />
      </dialog>
    </div>
  );
}
