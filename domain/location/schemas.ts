import { z } from "zod";
import { pincodeMessages } from "./pincode";

/** The pincode field as the shopper types it: required, then exactly six digits. */
export const pincodeField = z
  .string({ required_error: pincodeMessages.required, invalid_type_error: pincodeMessages.required })
  .trim()
  .min(1, pincodeMessages.required)
  .regex(/^\d{6}$/, pincodeMessages.length);
