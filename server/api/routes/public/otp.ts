import { z } from "zod";
import { OTP_PURPOSES, RESEND_WAIT_SECONDS } from "@domain/account/sign-in";
import { phoneField } from "@domain/shared/fields";
import { otpField } from "@domain/account/schemas";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { sendOtp, verifyOtp } from "../../services/otp";
import type { SmsSender } from "../../services/sms/sender";
import type { Scope } from "../../http/route";

/** Public one-time code calls under /v1/auth/customer (spec §4 Sign-in steps 1 to 5, §7). */
export function otpRoutes({ app }: Scope<"public">, { db, env, sms }: RouteDeps) {
  app.post(
    "/sendOtpToUser",
    {
      schema: {
        tags: ["sign-in"],
        summary: "Sends a six-digit code by SMS: type login needs a registered number, register an unregistered one",
        body: z.object({
          phoneNumber: phoneField,
          type: z.enum(OTP_PURPOSES, { errorMap: () => ({ message: "type must be login or register" }) }),
        }),
        response: {
          200: envelope(z.object({ phoneNumber: z.string(), type: z.enum(OTP_PURPOSES), expiresIn: z.number(), resendIn: z.number() })),
          ...failureResponses,
          403: failureSchema.describe("The customer is blocked"),
          404: failureSchema.describe("Login code for a number that is not registered"),
          409: failureSchema.describe("Registration code for a number that is already registered"),
          502: failureSchema.describe("The SMS gateway did not take the message"),
        },
      },
    },
    async (request) => {
      const { phoneNumber, type } = request.body;
      const sent = await sendOtp({ db, env, sms, log: request.log }, { phoneNumber, purpose: type, ipAddress: request.ip });
      return ok({ phoneNumber, type, expiresIn: sent.expiresIn, resendIn: RESEND_WAIT_SECONDS }, sent.message);
    },
  );

  app.post(
    "/verifyOtp",
    {
      schema: {
        tags: ["sign-in"],
        summary: "Checks the newest code of a number; answers a single-use proof for login or register",
        body: z.object({ otp: otpField, phoneNumber: phoneField }),
        response: {
          200: envelope(z.object({ verificationToken: z.string(), type: z.enum(OTP_PURPOSES), expiresIn: z.number() })),
          ...failureResponses,
          429: failureSchema.describe("Five wrong tries: the code is dead; or the number's wrong codes of the last 24 hours reached their cap"),
        },
      },
    },
    async (request) => ok(await verifyOtp({ db, env, log: request.log }, { phoneNumber: request.body.phoneNumber, code: request.body.otp }), "OTP verified"),
  );
}
