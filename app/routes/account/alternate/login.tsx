import type { MetaFunction } from "@remix-run/node";
import { accountMeta } from "~/routes/account/meta";
import { signInPageLoader } from "./sign-in-page.server";
import { SignInPage } from "./SignInPage";

export const loader = signInPageLoader("login");
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Sign in"));
export default SignInPage;
