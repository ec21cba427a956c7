import { z } from "zod";
import { PLACEHOLDER_PUSH_TOKEN } from "@domain/notifications/push";
import { pincodeField } from "@domain/location/schemas";
import { phoneField } from "@domain/shared/fields";
import { registerSchema } from "@domain/account/schemas";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { login, register } from "../../services/sign-in";
import { customerSchema } from "../customer/profile";
import type { Scope } from "../../http/route";

/** Device fields that go with login and register (spec §3 Registration payload, §6). */
const deviceFields = {
  fcmToken: z.string().max(4096).nullish().transform((token) => token || PLACEHOLDER_PUSH_TOKEN),
  deviceId: z.string().max(200).nullish(),
  deviceType: z.enum(["tablet", "mobile", "web"], { errorMap: () => ({ message: "deviceType must be tablet, mobile or web" }) }).default("web"),
  ipAddress: z.string().max(64).nullish(),
  pincode: pincodeField.nullish(),
};
const verificationToken = z.string({ required_error: "Please verify your phone number with the OTP first." }).min(1).max(200);

const signedInResult = envelope(customerSchema.extend({ token: z.string(), expiresAt: z.string() }));
const refusals = {
  ...failureResponses,
  403: failureSchema.describe("No unused proof of a code verified for this number and purpose, or a blocked customer"),
  404: failureSchema.describe("Login for a number that is not registered"),
  409: failureSchema.describe("Registration of a number that is already registered"),
};

/** Public sign-in calls under /v1/auth/customer (spec §4 Sign-in steps 6 and 7, §7). */
export function signInRoutes({ app }: Scope<"public">, { db, env }: RouteDeps) {
  app.post(
    "/login",
    {
      schema: {
        tags: ["sign-in"],
        summary: "Signs a registered customer in with the proof from verifyOtp; answers data.id and a token",
        body: z.object({ phoneNumber: phoneField, verificationToken, ...deviceFields }),
        response: { 200: signedInResult, ...refusals },
      },
    },
    async (request) => ok(await login(db, env, { ...request.body, ipAddress: request.body.ipAddress ?? request.ip }), "Logged in successfully"),
  );

  app.post(
    "/register",
    {
      schema: {
        tags: ["sign-in"],
        summary: "Creates a customer with the proof from verifyOtp; answers data.id and a token",
        body: registerSchema.extend({ verificationToken, ...deviceFields }),
        response: { 200: signedInResult, ...refusals },
      },
    },
    async (request) => ok(await register(db, env, { ...request.body, ipAddress: request.body.ipAddress ?? request.ip }), "Registered successfully"),
  );
}
