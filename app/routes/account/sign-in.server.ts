import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { ApiFailure, type Api } from "../../server/api/client.server";
import { mergeGuestCart } from "../cart/cart.server";
import { deviceType } from "../../utils/device";
import { refusal } from "../../server/form.server";
import { honeypot } from "../../server/honeypot.server";
import { dialogHref } from "../../utils/dialog";
import { safeRedirectPath } from "../../utils/redirect";
import { resendWaitLeft, type OtpPurpose } from "@domain/account/sign-in";
import { env } from "../../server/env.server";
import { pushTokenOf } from "./push-token.server";
import { signInPage, type SignInMode, type SignInStep } from "~/lib/account/sign-in-steps";
import * as account from "@domain/account/endpoints";
import { loginSchema, otpSchema, registerSchema } from "@domain/account/schemas";
import { commit, type AppSession, type SignInState } from "../../server/session.server";
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from "../../server/toast.server";
import { languageIn } from "../../server/i18n.server";
import { translatorFor } from "@domain/i18n/catalog";
import { isLanguage, type Language } from "@domain/i18n/languages";
import type { SignInView } from "../../components/SignIn";

/**
 * Signing in (docs/product.md#sign-in), all of it: the steps of the /auth action, the device fields of login
 * and register, and what a step under way shows.
 */

/**
 * Device fields sent with login and register (docs/product.md#sign-in): the push token is the one
 * the form carries (the browser's stored FCMToken), else the placeholder 123455.
 */
function deviceFields(request: Request, context: AppLoadContext, session: AppSession, form: FormData) {
  let deviceId = session.get("deviceId");
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    session.set("deviceId", deviceId);
  }
  return {
    fcmToken: pushTokenOf(form),
    deviceId,
    deviceType: deviceType(request.headers.get("user-agent")),
    ipAddress: context.clientIp ?? null,
    pincode: session.get("location")?.pincode ?? null,
  };
}

/** What a sign-in step shows, from the session. */
export function signInView(session: AppSession, step: SignInStep): SignInView {
  const state = session.get("signIn");
  const flashed = session.get("signInResult");
  return {
    step,
    result: flashed?.step === step ? flashed.result : null,
    phoneNumber: state?.phoneNumber ?? "",
    type: state?.type ?? "login",
    firstName: state?.firstName ?? "",
    lastName: state?.lastName ?? "",
    email: state?.email ?? "",
    sentAt: state?.sentAt ?? 0,
    resendIn: state?.sentAt ? resendWaitLeft(state.sentAt) : 0,
    honeypot: honeypot.getInputProps(),
    push: env.push,
  };
}

/**
 * The steps of signing in (docs/product.md#sign-in), for the /auth action. Each answer is a redirect to the
 * next step (post/redirect/get), with a refusal flashed into the step it belongs to; `mode` says
 * whether the steps are dialogs over the shopper's page or the alternate variant's pages.
 */
export class SignInFlow {
  constructor(
    private api: Api,
    private mode: SignInMode,
    private request: Request,
    private context: ActionFunctionArgs["context"],
  ) {}

  private get session() {
    return this.api.session;
  }

  /** Where a step is shown: as a dialog over the page the shopper came from, or as the variant's page. */
  private stepUrl(step: SignInStep, state: Pick<SignInState, "returnTo" | "type" | "phoneNumber">) {
    if (this.mode === "page") {
      const page = signInPage(step, state.type);
      return step === "register" && state.phoneNumber ? `${page}?phoneNumber=${state.phoneNumber}` : page;
    }
    const back = new URL(state.returnTo, "http://storefront");
    return dialogHref(back.pathname, back.search, step);
  }

  private async saved(options?: { renew: boolean }): Promise<ResponseInit> {
    return { headers: await commit(this.session, undefined, options) };
  }

  /** Back to a step with the form's refusal in it. */
  private async refuse(step: SignInStep, state: Pick<SignInState, "returnTo" | "type" | "phoneNumber">, result: ReturnType<typeof refusal>) {
    this.session.flash("signInResult", { step, result });
    return redirect(this.stepUrl(step, state), await this.saved());
  }

  /** Steps 1 to 3: a code for login or registration. A number that is not registered moves to registration, prefilled. */
  async requestCode(form: FormData, type: OtpPurpose) {
    const returnTo = safeRedirectPath(form.get("redirectTo"));
    const submission = parseWithZod(form, { schema: type === "login" ? loginSchema : registerSchema });
    const here = { returnTo, type, phoneNumber: "" };
    if (submission.status !== "success") return this.refuse(type, here, refusal(submission));
    const { phoneNumber } = submission.value;
    try {
      const sent = await this.api.call(account.sendOtpToUser, { body: { phoneNumber, type } });
      const state: SignInState = { ...submission.value, type, sentAt: Date.now(), returnTo };
      this.session.set("signIn", state);
      return redirectWithSuccess(this.stepUrl("otp", state), sent.message, await this.saved());
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      if (type === "login" && error.code === "not_registered") {
        const state: SignInState = { phoneNumber, type: "register", returnTo };
        this.session.set("signIn", state);
        return redirectWithInfo(this.stepUrl("register", state), error.message, await this.saved());
      }
      return this.refuse(type, here, refusal(submission, error));
    }
  }

  /** Step 4: another code for the same number and purpose; the server enforces the 60 s wait and says so. */
  async resend() {
    const state = this.session.get("signIn");
    if (!state?.sentAt) return this.startAgain();
    try {
      const sent = await this.api.call(account.sendOtpToUser, { body: { phoneNumber: state.phoneNumber, type: state.type } });
      this.session.set("signIn", { ...state, sentAt: Date.now() });
      return redirectWithSuccess(this.stepUrl("otp", state), sent.message, await this.saved());
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      return redirectWithError(this.stepUrl("otp", state), error.message);
    }
  }

  /** Steps 5 to 10: verify, then log in or register with the proof, keep the token, and go on. */
  async verify(form: FormData) {
    const state = this.session.get("signIn");
    if (!state?.sentAt) return this.startAgain();
    const submission = parseWithZod(form, { schema: otpSchema });
    if (submission.status !== "success") return this.refuse("otp", state, refusal(submission));
    try {
      const { data } = await this.api.call(account.verifyOtp, {
        body: { otp: submission.value.otp, phoneNumber: state.phoneNumber },
      });
      const proof = {
        phoneNumber: state.phoneNumber,
        verificationToken: data.verificationToken,
        ...deviceFields(this.request, this.context, this.session, form),
      };
      const { data: customer } =
        state.type === "login"
          ? await this.api.call(account.login, { body: proof })
          : await this.api.call(account.register, {
              // The registration step put the names in the state; were they lost, the API refuses blanks with the form's messages.
              body: { ...proof, firstName: state.firstName ?? "", lastName: state.lastName ?? "", email: state.email ?? null },
            });
      this.session.set("customer", { token: customer.token, id: customer.id, ...customer.profile });
      this.session.unset("signIn");
      await this.keepLanguage(customer.language);
      // Steps 9 and 10: the guest cart joins the customer's (and leaves the session), then back where they were.
      await mergeGuestCart(this.api);
      const next = this.mode === "page" ? this.variantDestination(state.returnTo) : state.returnTo;
      // Signed in: the session moves to a new id, so an id known before signing in is worth nothing after.
      return redirectWithSuccess(next, this.t("Welcome, {firstName}!", { firstName: customer.profile.firstName }), await this.saved({ renew: true }));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      // Verification and registration failures show the server's message (docs/product.md#sign-in).
      return this.refuse("otp", state, refusal(submission, error, "otp"));
    }
  }

  /**
   * The language once signed in (docs/i18n.md#choosing-the-language): one chosen with the switch in this
   * session is saved on the profile; otherwise the session takes the profile's. (Registering stored the
   * language of the registration already.) A profile that cannot be saved keeps the session's choice.
   */
  private async keepLanguage(stored: Language) {
    const chosen = this.session.get("language");
    if (!isLanguage(chosen)) {
      this.session.set("language", stored);
      return;
    }
    if (chosen === stored) return;
    try {
      await this.api.call(account.setLanguage, { body: { language: chosen } });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
    }
  }

  /** The shopper's words for what this step says, in the session's language as it is now (signing in may change it). */
  private get t() {
    return translatorFor(languageIn(this.session, this.request));
  }

  /** The variant's final redirect: the cart when sent from it, else the product list with a valid location, else home. */
  private variantDestination(returnTo: string) {
    if (returnTo === "/cart") return returnTo;
    return this.session.get("location") ? "/product_list/prefill/all" : "/";
  }

  /** A post for a step whose sign-in is gone (an old tab, a cleared cookie): start from the number again. */
  private async startAgain() {
    return redirectWithError(this.stepUrl("login", { returnTo: "/", type: "login", phoneNumber: "" }), this.t("Please enter your phone number again."));
  }
}
