import { z } from "zod";
import { phoneField, requiredText } from "../shared/fields";

/**
 * Operators' roles (docs/decisions/030): support reads orders and answers tickets and reviews,
 * fulfilment moves orders, returns and refunds, catalogue keeps products, prices, stock, pictures,
 * areas and coupons, and the owner may do all of it and manage the operators and read the audit.
 */
export const OPERATOR_ROLES = ["support", "fulfilment", "catalogue", "owner"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Whether a role may call an operation open to these roles; the owner may call every one. */
export const mayCall = (role: OperatorRole, roles: readonly OperatorRole[] = []) => role === "owner" || roles.includes(role);

/** A console sign-in lasts this long. */
export const OPERATOR_SESSION_HOURS = 8;

export const roleField = z.enum(OPERATOR_ROLES, { errorMap: () => ({ message: `role is one of: ${OPERATOR_ROLES.join(", ")}` }) });

export const operatorSchema = z.object({
  id: z.string().nullable().describe("Null for the shared operator token of the command line"),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(OPERATOR_ROLES),
});

export const operatorRowSchema = operatorSchema.extend({ id: z.string(), phoneNumber: z.string(), active: z.boolean(), createdAt: z.string() });

export const newOperatorSchema = z.object({ phoneNumber: phoneField, name: requiredText("Please enter the operator's name", 80), role: roleField });

/** A row of the audit log (docs/decisions/030): who, when, what, and the entity before and after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorId: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const AUDIT_PAGE_SIZE = 50;
