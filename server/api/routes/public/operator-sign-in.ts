import * as operators from "@domain/operators/endpoints";
import { OTP_TTL_SECONDS, RESEND_WAIT_SECONDS } from "@domain/account/sign-in";
import { translatorFor } from "@domain/i18n/catalog";
import { displayPhone } from "@domain/shared/phone";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { sendOperatorCode, signInOperator } from "../../services/operators/operators";

/** Operators sign in to the console with a one-time code to their phone (docs/decisions/030). */
export function operatorSignInRoutes(scope: Scope<"public">, { db, env, sms }: RouteDeps) {
  route(scope, operators.sendOperatorOtp, async (request) => {
    const { phoneNumber } = request.body;
    await sendOperatorCode({ db, env, sms, log: request.log }, { phoneNumber, ipAddress: request.ip, language: request.language });
    const message = translatorFor(request.language)("OTP sent to +91 {phoneNumber}", { phoneNumber: displayPhone(phoneNumber) });
    return ok({ phoneNumber, expiresIn: OTP_TTL_SECONDS, resendIn: RESEND_WAIT_SECONDS }, message);
  });

  route(scope, operators.verifyOperatorOtp, async (request) =>
    ok(await signInOperator({ db, env, log: request.log }, { phoneNumber: request.body.phoneNumber, code: request.body.otp }), "Signed in"),
  );
}
