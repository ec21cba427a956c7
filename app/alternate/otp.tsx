import { pageMeta } from "~/lib/seo";
import { SignInPage, signInPageLoader } from "./SignInPage";

export const loader = signInPageLoader("otp");
export const meta = () => pageMeta("OTP");
export default SignInPage;
