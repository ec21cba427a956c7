import { z } from "zod";
import { cardMessages, expired, formatCardNumber, luhnValid, parseExpiry } from "./card";
import { pincodeField } from "../location/schemas";
import { cleanText, phoneField, requiredText } from "../shared/fields";

/**
 * The account's forms (sign-in, profile, address book, cards) with their messages, shared by the
 * storefront's actions and the API's request schemas, so a rule and its words live in one place.
 * Apart from the plain rules (./card, ./sign-in) so that pages without these forms do not ship zod.
 */
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
const landmarkMessage = "Please keep this under 100 characters";
const otpMessage = "Please enter the 6 digit OTP";

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

/** Login dialog: the phone number only (docs/product.md#forms-and-validation). */
export const loginSchema = z.object({ phoneNumber: phoneField });
/** Registration dialog: phone, first and last name, optional email. */
export const registerSchema = z.object({ phoneNumber: phoneField, ...nameFields, email: optionalEmailField });
/** OTP dialog: exactly six digits. */
export const otpSchema = z.object({ otp: otpField });
/** Customer profile form (docs/product.md#forms-and-validation). */
export const profileSchema = z.object({ ...nameFields, phoneNumber: phoneField, email: optionalEmailField });
/** Address form (docs/product.md#forms-and-validation). Whether the pincode is served is checked against the active areas, not here. */
export const addressSchema = z.object({
  ...nameFields,
  pincode: pincodeField,
  apartment: requiredText(addressMessages.apartment),
  city: requiredText(addressMessages.city, 50),
  street: requiredText(addressMessages.street),
  streetAddress2: requiredText(addressMessages.streetAddress2),
  /** Optional: a place near the door the courier can ask for; blank is none (docs/product.md#cash-on-delivery-risk). */
  landmark: z.string({ invalid_type_error: landmarkMessage }).transform(cleanText).pipe(z.string().max(100, landmarkMessage)).optional(),
  phoneNumber: phoneField,
});
export type AddressInput = z.infer<typeof addressSchema>;
/** An address of the address book, as the API answers it. */
export type Address = AddressInput & { id: string; isDefault: boolean };

/** Card expiry 'MM/YY': at least five characters (docs/product.md#forms-and-validation), a real month, not in the past. */
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
 * Card form (docs/product.md#forms-and-validation): the number grouped in fours is at least 19 characters and passes the Luhn
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
