import * as account from "@domain/account/endpoints";
import { OTP_PURPOSES, RESEND_WAIT_SECONDS } from "@domain/account/sign-in";
import { translatorFor } from "@domain/i18n/catalog";
import { displayPhone } from "@domain/shared/phone";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { sendOtp, verifyOtp } from "../../services/account/otp";

/** Public one-time code calls (docs/product.md#sign-in, steps 1 to 5). */
export function otpRoutes(scope: Scope<"public">, { db, env, sms }: RouteDeps) {
  route(scope, account.sendOtpToUser, async (request) => {
    const { phoneNumber, type } = request.body;
    const sent = await sendOtp({ db, env, sms, log: request.log }, { phoneNumber, purpose: type, ipAddress: request.ip, language: request.language });
    const message = translatorFor(request.language)("OTP sent to +91 {phoneNumber}", { phoneNumber: displayPhone(phoneNumber) });
    return ok({ phoneNumber, type, expiresIn: sent.expiresIn, resendIn: RESEND_WAIT_SECONDS }, message);
  });

  route(scope, account.verifyOtp, async (request) =>
    ok(
      await verifyOtp({ db, env, log: request.log }, { phoneNumber: request.body.phoneNumber, code: request.body.otp, purposes: OTP_PURPOSES }),
      "OTP verified",
    ),
  );
}
