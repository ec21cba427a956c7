import { pageMeta } from "~/utils/seo";
import { signInPageLoader } from "./sign-in-page.server";
import { SignInPage } from "./SignInPage";

export const loader = signInPageLoader("login");
export const meta = () => pageMeta("Sign in");
export default SignInPage;
