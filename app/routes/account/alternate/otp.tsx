import { pageMeta } from "~/utils/seo";
import { signInPageLoader } from "./sign-in-page.server";
import { SignInPage } from "./SignInPage";

export const loader = signInPageLoader("otp");
export const meta = () => pageMeta("OTP");
export default SignInPage;
