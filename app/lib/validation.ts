import { z } from "zod";
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
