import { z } from "zod";
import { cardMessages, expired, formatCardNumber, luhnValid, parseExpiry } from "./card";
import { normalizePhone } from "./phone";
import { pincodeMessages } from "./pincode";

/**
 * Field schemas with the specification's messages (§5), shared by the storefront's actions and the
 * API's request schemas, so a rule and its words live in one place. Kept apart from the plain
 * helpers so that pages without forms do not ship zod.
 */

/** The pincode field as the shopper types it: required, then exactly six digits. */
export const pincodeField = z
  .string({ required_error: pincodeMessages.required, invalid_type_error: pincodeMessages.required })
  .trim()
  .min(1, pincodeMessages.required)
  .regex(/^\d{6}$/, pincodeMessages.length);

const phoneMessages = { required: "Please enter phone number.", length: "Should not be less than 10 digits." } as const;
const profileMessages = {
  firstName: "Please enter first name",
  lastName: "Please enter last name",
  email: "Please enter valid email address.",
} as const;
const addressMessages = {
  apartment: "Please enter apartment name",
  city: "Please enter city",
  street: "Please enter locality",
  streetAddress2: "Please enter wing/floor/flat/house no",
} as const;
const otpMessage = "Please enter the 6 digit OTP";

/** Text cleaning (spec §5 Other rules): quote characters are removed. */
export const cleanText = (value: string) => value.replace(/["'`]/g, "").trim();

/** A required line of text with one message for missing or blank, and a sane length. */
const requiredText = (message: string, max = 100) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .transform(cleanText)
    .pipe(z.string().min(1, message).max(max, `Please keep this under ${max} characters`));

/** A +91 mobile number as typed ('91 98765 43210', '+91-98765-43210'...), normalised to ten digits. */
export const phoneField = z
  .string({ required_error: phoneMessages.required, invalid_type_error: phoneMessages.required })
  .trim()
  .min(1, phoneMessages.required)
  .transform((value) => normalizePhone(value))
  .pipe(z.string().regex(/^\d{10}$/, phoneMessages.length));

/** Optional email: blank or absent is none (null); anything else must look like an address. */
const emailShape = z.string().email();
const optionalEmailField = z
  .string({ invalid_type_error: profileMessages.email })
  .trim()
  .refine((email) => email === "" || (email.length <= 254 && emailShape.safeParse(email).success), profileMessages.email)
  .nullish()
  .transform((email) => (email ? email.toLowerCase() : null));

export const otpField = z
  .string({ required_error: otpMessage, invalid_type_error: otpMessage })
  .trim()
  .regex(/^\d{6}$/, otpMessage);

const nameFields = {
  firstName: requiredText(profileMessages.firstName, 50),
  lastName: requiredText(profileMessages.lastName, 50),
};

/** Login dialog: the phone number only (spec §5). */
export const loginSchema = z.object({ phoneNumber: phoneField });
/** Registration dialog: phone, first and last name, optional email. */
export const registerSchema = z.object({ phoneNumber: phoneField, ...nameFields, email: optionalEmailField });
/** OTP dialog: exactly six digits. */
export const otpSchema = z.object({ otp: otpField });
/** Customer profile form (spec §5). */
export const profileSchema = z.object({ ...nameFields, phoneNumber: phoneField, email: optionalEmailField });
/** Address form (spec §5). Whether the pincode is served is checked against the active areas, not here. */
export const addressSchema = z.object({
  ...nameFields,
  pincode: pincodeField,
  apartment: requiredText(addressMessages.apartment),
  city: requiredText(addressMessages.city, 50),
  street: requiredText(addressMessages.street),
  streetAddress2: requiredText(addressMessages.streetAddress2),
  phoneNumber: phoneField,
});
export type AddressInput = z.infer<typeof addressSchema>;
/** An address of the address book, as the API answers it. */
export type Address = AddressInput & { id: string; isDefault: boolean };

/** Card expiry 'MM/YY': at least five characters (spec §5), a real month, not in the past. */
const cardExpiryField = z
  .string({ required_error: cardMessages.date, invalid_type_error: cardMessages.date })
  .trim()
  .min(5, cardMessages.date)
  .transform((value, ctx) => {
    const expiry = parseExpiry(value);
    if (!expiry) ctx.addIssue({ code: "custom", message: cardMessages.dateInvalid });
    else if (expired(expiry)) ctx.addIssue({ code: "custom", message: cardMessages.dateExpired });
    return expiry ?? z.NEVER;
  });

const cardHolderField = requiredText(cardMessages.name, 60);

/**
 * Card form (spec §5): the number grouped in fours is at least 19 characters and passes the Luhn
 * check; the CVV is three or four digits. The API stores only name, last four, network and expiry.
 */
export const cardSchema = z.object({
  name: cardHolderField,
  cardNumber: z
    .string({ required_error: cardMessages.number, invalid_type_error: cardMessages.number })
    .trim()
    .refine((value) => /^[\d\s-]*$/.test(value) && value.replace(/\D/g, "").length <= 19, cardMessages.numberInvalid)
    .transform(formatCardNumber)
    .pipe(z.string().min(19, cardMessages.number))
    .refine((value) => luhnValid(value.replace(/\s/g, "")), cardMessages.numberInvalid),
  date: cardExpiryField,
  cvv: z
    .string({ required_error: cardMessages.cvv, invalid_type_error: cardMessages.cvv })
    .trim()
    .min(3, cardMessages.cvv)
    .regex(/^\d{3,4}$/, cardMessages.cvvInvalid),
});
/** Editing a saved card: the number and CVV are never kept, so only the name and expiry can change. */
export const cardEditSchema = z.object({ name: cardHolderField, date: cardExpiryField });
