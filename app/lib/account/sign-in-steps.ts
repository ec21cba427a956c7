import type { OtpPurpose } from "@domain/account/sign-in";

/**
 * The steps of signing in (docs/product.md#sign-in): the phone number for a login code, the registration
 * form, then the code. The main build shows them as dialogs (`?dialog=login`); the alternate variant
 * as pages (/login, /signup, /otp/{type}). One action drives both.
 */
export type SignInStep = "login" | "register" | "otp";
export type SignInMode = "dialog" | "page";

const SIGN_IN_STEPS: readonly SignInStep[] = ["login", "register", "otp"];

/** The step a `?dialog=` value names, if it names one. */
export const signInStepOf = (dialog: string | null): SignInStep | null =>
  (SIGN_IN_STEPS as readonly (string | null)[]).includes(dialog) ? (dialog as SignInStep) : null;

/** The step of one of the alternate variant's pages (/login, /login/{type}, /signup, /signup/{type}, /otp/{type}). */
export function signInPageStep(pathname: string): SignInStep | null {
  const first = pathname.split("/")[1];
  return first === "login" ? "login" : first === "signup" ? "register" : first === "otp" ? "otp" : null;
}

/** The page of a step in the alternate variant. */
export function signInPage(step: SignInStep, type: OtpPurpose = "login"): string {
  if (step === "otp") return `/otp/${type}`;
  return step === "login" ? "/login" : "/signup";
}

/** Consent text links of the login dialog (docs/product.md#dialogs), by their place in the consent sentence. */
export const CONSENT_LINKS = [
  { name: "terms", label: "Terms & Conditions", to: "/cms/tc" },
  { name: "pricing", label: "Pricing, Delivery, Return and Refund Policy", to: "/cms/rrd" },
  { name: "privacy", label: "Privacy Policy", to: "/cms/pp" },
] as const;
