import { pageMeta } from "~/utils/seo";
import { signInPageLoader } from "./sign-in-page.server";
import { SignInPage } from "./SignInPage";

export const loader = signInPageLoader("register");
export const meta = () => pageMeta("Sign up");
export default SignInPage;
