import { z } from "zod";
import { endpoint } from "../contract";
import { pincodeField } from "../location/schemas";
import { PLACEHOLDER_PUSH_TOKEN } from "../notifications/push";
import { phoneField } from "../shared/fields";
import { addressSchema, cardEditSchema, cardSchema, otpField, profileSchema, registerSchema } from "./schemas";
import { OTP_PURPOSES } from "./sign-in";
import { languageField } from "../i18n/schemas";

/**
 * The customer's account: signing in with a one-time code and out (docs/product.md#sign-in), the
 * profile, delivery addresses and saved cards (docs/product.md#account).
 */

const address = addressSchema.extend({ id: z.string(), isDefault: z.boolean() });
/** Address ids travel as strings (bigint); a number is accepted too. */
const addressId = z
  .union([z.string(), z.number()], { required_error: "Please choose an address", invalid_type_error: "Please choose an address" })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose an address"));
const withAddressId = z.object({ id: addressId });
const addressNotFound = { 404: "No such address among the signed-in customer's" };
const addresses = { access: "customer" } as const;

export const listAddress = endpoint({
  ...addresses,
  method: "GET",
  path: "api/customer/listAddress",
  summary: "Every address, the default first",
  response: z.object({ list: z.array(address), count: z.number() }),
});

export const getAddress = endpoint({
  ...addresses,
  method: "GET",
  path: "api/customer/getAddress",
  summary: "One address, for the edit form",
  query: withAddressId,
  response: address,
  failures: addressNotFound,
});

export const addAddress = endpoint({
  ...addresses,
  method: "POST",
  path: "api/customer/addAddress",
  summary: "Adds an address at a served pincode; the first one becomes the default",
  body: addressSchema,
  response: address,
  failures: { 409: "Too many addresses" },
});

export const updateAddress = endpoint({
  ...addresses,
  method: "PUT",
  path: "api/customer/updateAddress",
  summary: "Changes an address",
  body: addressSchema.extend({ id: addressId }),
  response: address,
  failures: addressNotFound,
});

export const deleteAddress = endpoint({
  ...addresses,
  method: "DELETE",
  path: "api/customer/deleteAddress",
  summary: "Deletes an address (?id=); a deleted default passes to the newest other",
  query: withAddressId,
  response: z.object({}),
  failures: addressNotFound,
});

export const setDefaultAddress = endpoint({
  ...addresses,
  method: "POST",
  path: "api/customer/setDefaultAddress",
  summary: "Makes an address the default",
  body: withAddressId,
  response: address,
  failures: addressNotFound,
});

/* Signing in (docs/product.md#sign-in): public, under auth/customer; signing out is the customer's. */

const signIn = { access: "public" } as const;

/** The customer as the API answers it (getProfile, updateProfile, and login and register with a token). */
const customer = z.object({
  id: z.string(),
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  /** The language the shop writes to them in (notifications, messages): the one they chose, or registered in. */
  language: languageField,
});

/** Device fields that go with login and register (docs/product.md#sign-in). */
const deviceFields = {
  fcmToken: z
    .string()
    .max(4096)
    .nullish()
    .transform((token) => token || PLACEHOLDER_PUSH_TOKEN),
  deviceId: z.string().max(200).nullish(),
  deviceType: z.enum(["tablet", "mobile", "web"], { errorMap: () => ({ message: "deviceType must be tablet, mobile or web" }) }).default("web"),
  ipAddress: z.string().max(64).nullish(),
  pincode: pincodeField.nullish(),
};
const verificationToken = z.string({ required_error: "Please verify your phone number with the OTP first." }).min(1).max(200);
const signedInCustomer = customer.extend({ token: z.string(), expiresAt: z.string() });
const refusals = {
  403: "No unused proof of a code verified for this number and purpose, or a blocked customer",
  404: "Login for a number that is not registered",
  409: "Registration of a number that is already registered",
} as const;

export const sendOtpToUser = endpoint({
  ...signIn,
  method: "POST",
  path: "auth/customer/sendOtpToUser",
  summary: "Sends a six-digit code by SMS: type login needs a registered number, register an unregistered one",
  body: z.object({
    phoneNumber: phoneField,
    type: z.enum(OTP_PURPOSES, { errorMap: () => ({ message: "type must be login or register" }) }),
  }),
  response: z.object({ phoneNumber: z.string(), type: z.enum(OTP_PURPOSES), expiresIn: z.number(), resendIn: z.number() }),
  failures: {
    403: "The customer is blocked",
    404: "Login code for a number that is not registered",
    409: "Registration code for a number that is already registered",
    502: "The SMS gateway did not take the message",
  },
});

export const verifyOtp = endpoint({
  ...signIn,
  method: "POST",
  path: "auth/customer/verifyOtp",
  summary: "Checks the newest code of a number; answers a single-use proof for login or register",
  body: z.object({ otp: otpField, phoneNumber: phoneField }),
  response: z.object({ verificationToken: z.string(), type: z.enum(OTP_PURPOSES), expiresIn: z.number() }),
  failures: { 429: "Five wrong tries (the code is dead), or the number's wrong codes of the last 24 hours reached their cap" },
});

export const login = endpoint({
  ...signIn,
  method: "POST",
  path: "auth/customer/login",
  summary: "Signs a registered customer in with the proof from verifyOtp; answers data.id and a token",
  body: z.object({ phoneNumber: phoneField, verificationToken, ...deviceFields }),
  response: signedInCustomer,
  failures: refusals,
});

export const register = endpoint({
  ...signIn,
  method: "POST",
  path: "auth/customer/register",
  summary: "Creates a customer with the proof from verifyOtp; answers data.id and a token",
  body: registerSchema.extend({ verificationToken, ...deviceFields }),
  response: signedInCustomer,
  failures: refusals,
});

/** Signing out (docs/product.md#signing-out): the token stops working at once, and the device gets no more pushes. */
export const logout = endpoint({
  access: "customer",
  method: "POST",
  path: "api/customer/logout",
  summary: "Revokes the token of this request; fcmToken is the device's push token (blank if none)",
  body: z.object({ fcmToken: z.string().max(4096).nullish() }),
  response: z.object({}),
});

/* The signed-in customer's profile (docs/product.md#account): the phone number cannot change. */

const profile = { access: "customer" } as const;

export const getProfile = endpoint({
  ...profile,
  method: "GET",
  path: "api/customer/getProfile",
  summary: "The signed-in customer",
  response: customer,
});

export const updateProfile = endpoint({
  ...profile,
  method: "PUT",
  path: "api/customer/updateProfile",
  summary: "Changes first name, last name and email; the phone number cannot change",
  body: profileSchema,
  response: customer,
});

export const setLanguage = endpoint({
  ...profile,
  method: "PUT",
  path: "api/customer/setLanguage",
  summary: "The language the shop writes to the customer in from now on (notifications, SMS), as chosen with the shop's switch",
  body: z.object({ language: languageField }),
  response: customer,
});

/* Saved cards (docs/product.md#account): the number and CVV are checked, never kept. */

const cards = { access: "customer" } as const;

/** A saved card as the API answers it: only what may be shown again. */
const savedCard = z.object({ id: z.string(), name: z.string(), last4: z.string(), network: z.string(), expiry: z.string(), maskedNumber: z.string() });
/** Card ids travel as strings (bigint); a number is accepted too. */
const cardId = z
  .union([z.string(), z.number()], { required_error: "Please choose a card", invalid_type_error: "Please choose a card" })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose a card"));
const cardNotFound = { 404: "No such card among the signed-in customer's" };

export const getCardList = endpoint({
  ...cards,
  method: "GET",
  path: "api/customer/getCardList",
  summary: "The customer's saved cards, newest first",
  response: z.object({ list: z.array(savedCard), count: z.number() }),
});

export const getCard = endpoint({
  ...cards,
  method: "GET",
  path: "api/customer/getCard",
  summary: "One saved card (?id=), for the edit form",
  query: z.object({ id: cardId }),
  response: savedCard,
  failures: cardNotFound,
});

export const addCard = endpoint({
  ...cards,
  method: "POST",
  path: "api/customer/addCard",
  summary: "Saves a card: name, last four digits, network and expiry are kept",
  body: cardSchema,
  response: savedCard,
  failures: { 409: "Too many cards" },
});

export const editCard = endpoint({
  ...cards,
  method: "PUT",
  path: "api/customer/editCard",
  summary: "Changes a saved card's holder name and expiry",
  body: cardEditSchema.extend({ id: cardId }),
  response: savedCard,
  failures: cardNotFound,
});

export const deleteCard = endpoint({
  ...cards,
  method: "DELETE",
  path: "api/customer/deleteCard",
  summary: "Deletes a saved card (?id=)",
  query: z.object({ id: cardId }),
  response: z.object({}),
  failures: cardNotFound,
});
