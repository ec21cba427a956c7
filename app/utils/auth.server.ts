import type { AppLoadContext } from "@remix-run/node";
import type { Api } from "./api.server";
import { mergeGuestCart } from "./cart.server";
import { honeypot } from "./honeypot.server";
import { deviceType } from "./device";
import { resendWaitLeft } from "@domain/otp";
import type { SignInStep } from "./sign-in";
import type { AppSession } from "./session.server";

/**
 * What signing in needs on the server besides the action itself: the device fields of login and
 * register, the view of a sign-in under way, and the hook that runs once a customer is in.
 */

/** Device fields sent with login and register (spec §3, §6). The API puts the placeholder push token in for a blank one. */
export function deviceFields(request: Request, context: AppLoadContext, session: AppSession) {
  let deviceId = session.get("deviceId");
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    session.set("deviceId", deviceId);
  }
  return {
    fcmToken: "",
    deviceId,
    deviceType: deviceType(request.headers.get("user-agent")),
    ipAddress: context.clientIp ?? null,
    pincode: session.get("location")?.pincode ?? null,
  };
}

/**
 * Runs once a customer is signed in, before the redirect (spec §4 Sign-in steps 9 and 10): the guest
 * cart is merged into the customer's (and cleared from the session once merged), then the shopper
 * goes where they were: `returnTo` is '/cart' when they were sent to sign in from the cart.
 */
export async function afterSignIn(api: Api, returnTo: string): Promise<string> {
  await mergeGuestCart(api);
  return returnTo;
}

/** What a sign-in step shows: the refusal of its last post, the number and names so far, the resend countdown. */
export function signInView(session: AppSession, step: SignInStep) {
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
  };
}
export type SignInView = ReturnType<typeof signInView>;
