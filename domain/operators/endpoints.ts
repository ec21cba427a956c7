import { z } from "zod";
import { endpoint } from "../contract";
import { otpField } from "../account/schemas";
import { pageField, phoneField } from "../shared/fields";
import { AUDIT_PAGE_SIZE, auditEntrySchema, newOperatorSchema, operatorRowSchema, operatorSchema, roleField } from "./roles";

/**
 * Operators as people (docs/decisions/030, docs/operator-api.md): their sign-in by one-time code, who
 * is signed in, the owner's list of operators and the audit of every change.
 */

const signIn = { access: "public" } as const;
const owner = { access: "operator" } as const;

const idField = z
  .union([z.string(), z.number()], { required_error: "id is required", invalid_type_error: "id is required" })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "id is a number"));

export const sendOperatorOtp = endpoint({
  ...signIn,
  method: "POST",
  path: "auth/operator/sendOtp",
  summary: "Sends an operator's sign-in code; the same answer whether the number is an active operator's or not",
  body: z.object({ phoneNumber: phoneField }),
  response: z.object({ phoneNumber: z.string(), expiresIn: z.number(), resendIn: z.number() }),
  failures: { 502: "The SMS gateway did not take the message" },
});

export const verifyOperatorOtp = endpoint({
  ...signIn,
  method: "POST",
  path: "auth/operator/verifyOtp",
  summary: "Checks an operator's sign-in code and answers their own token, valid 8 hours",
  body: z.object({ phoneNumber: phoneField, otp: otpField }),
  response: z.object({ token: z.string(), expiresAt: z.string(), operator: operatorSchema }),
  failures: { 403: "Not an active operator", 429: "Five wrong tries, or the number's daily cap of wrong codes" },
});

const everyRole = ["support", "fulfilment", "catalogue"] as const;

export const operatorLogout = endpoint({
  ...owner,
  roles: everyRole,
  method: "POST",
  path: "api/admin/logout",
  summary: "Ends the operator's sign-in: the token stops working",
  response: z.object({}),
});

export const whoAmI = endpoint({
  ...owner,
  roles: everyRole,
  method: "GET",
  path: "api/admin/me",
  summary: "The operator the token belongs to (the shared token is the command line, an owner)",
  response: operatorSchema,
});

export const listOperators = endpoint({
  ...owner,
  method: "GET",
  path: "api/admin/listOperators",
  summary: "Every operator, active or not (owner)",
  response: z.object({ list: z.array(operatorRowSchema), count: z.number().int() }),
});

export const addOperator = endpoint({
  ...owner,
  method: "POST",
  path: "api/admin/addOperator",
  summary: "Adds an operator who may sign in with a code to their phone (owner)",
  body: newOperatorSchema,
  response: operatorRowSchema,
  failures: { 409: "The number is already an operator's" },
});

export const updateOperator = endpoint({
  ...owner,
  method: "POST",
  path: "api/admin/updateOperator",
  summary: "Changes an operator's role or deactivates them (their sign-ins end); an owner cannot demote or deactivate themself (owner)",
  body: z.object({ id: idField, role: roleField.optional(), active: z.boolean({ invalid_type_error: "active is true or false" }).optional() }),
  response: operatorRowSchema,
  failures: { 404: "No such operator", 409: "An owner's change to themself" },
});

export const listAudit = endpoint({
  ...owner,
  method: "GET",
  path: "api/admin/listAudit",
  summary: `Every change operators made, newest first, ${AUDIT_PAGE_SIZE} a page; entityType and entityId narrow it (owner)`,
  query: z.object({
    entityType: z.string().trim().max(40).optional(),
    entityId: z.string().trim().max(60).optional(),
    page: pageField,
  }),
  response: z.object({ list: z.array(auditEntrySchema), count: z.number().int(), page: z.number().int() }),
});
