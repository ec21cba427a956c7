import { z } from "zod";
import { phoneField } from "../shared/fields";

/**
 * The contact form (/contactus), stored by the API's visitorCall: one schema with its messages for
 * both, so the storefront and the API refuse the same input with the same words.
 */
const contactMessages = {
  name: "Please enter your name",
  nameLength: "Please keep your name under 100 characters",
  message: "Please write your message",
  messageLength: "Please keep your message under 1000 characters",
} as const;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(max, tooLong);

export const contactSchema = z.object({
  name: text(contactMessages.name, 100, contactMessages.nameLength),
  phoneNumber: phoneField,
  message: text(contactMessages.message, 1000, contactMessages.messageLength),
});
