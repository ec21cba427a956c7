import { pageMeta } from "~/lib/seo";
import { SignInPage, signInPageLoader } from "./SignInPage";

export const loader = signInPageLoader("login");
export const meta = () => pageMeta("Sign in");
export default SignInPage;
