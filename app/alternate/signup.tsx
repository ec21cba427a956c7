import { pageMeta } from "~/lib/seo";
import { SignInPage, signInPageLoader } from "./SignInPage";

export const loader = signInPageLoader("register");
export const meta = () => pageMeta("Sign up");
export default SignInPage;
