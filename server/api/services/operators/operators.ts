import { sql } from "kysely";
import { OPERATOR_SESSION_HOURS, type OperatorRole } from "@domain/operators/roles";
import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import { audit, type Actor } from "./audit";
import { DomainError } from "../errors";
import { consumeProof, sendOtp, verifyOtp } from "../account/otp";
import { newSecretToken, sha256 } from "../secrets";
import type { SmsSender } from "../notifications/sms/sender";
import type { Language } from "@domain/i18n/languages";

/**
 * Operators as people (docs/decisions/030): an account per person with a role, signed in by a one-time
 * code to their phone (the customers' code service, with a purpose of its own), each sign-in a token of
 * its own kept as its SHA-256 and valid 8 hours. Operators are not customers: neither table's tokens
 * open the other's calls.
 */

/** Who an operator call is made by: an operator, or the command line's shared token (an owner). */
export type SignedInOperator = Actor & { role: OperatorRole; phoneNumber: string | null; tokenHash: string | null };

export const COMMAND_LINE: SignedInOperator = { operatorId: null, name: "Command line", role: "owner", phoneNumber: null, tokenHash: null };

const columns = ["id", "phone_number", "name", "role", "active", "created_at"] as const;
type OperatorRow = { id: string; phone_number: string; name: string; role: OperatorRole; active: boolean; created_at: Date };

const toOperator = (row: OperatorRow) => ({
  id: row.id,
  name: row.name,
  phoneNumber: row.phone_number,
  role: row.role,
  active: row.active,
  createdAt: row.created_at.toISOString(),
});

type OtpLog = { warn(details: object, message: string): void };

/**
 * Sends a sign-in code to an active operator's number. Any other number gets the same answer and no
 * code, so the answer does not tell who is an operator.
 */
export async function sendOperatorCode(
  deps: { db: Db; env: ApiEnv; sms: SmsSender; log: OtpLog },
  input: { phoneNumber: string; ipAddress: string; language: Language },
) {
  const operator = await deps.db
    .selectFrom("operator")
    .select("id")
    .where("phone_number", "=", input.phoneNumber)
    .where("active", "=", true)
    .executeTakeFirst();
  if (operator) await sendOtp(deps, { ...input, purpose: "operator" });
}

/** Checks an operator's code (a customer's code does not count) and issues the operator's token. */
export async function signInOperator(deps: { db: Db; env: ApiEnv; log: OtpLog }, input: { phoneNumber: string; code: string }) {
  const proof = await verifyOtp(deps, { ...input, purposes: ["operator"] });
  return deps.db.transaction().execute(async (trx) => {
    await consumeProof(trx, { phoneNumber: input.phoneNumber, purpose: "operator", verificationToken: proof.verificationToken });
    const operator = await trx
      .selectFrom("operator")
      .select(columns)
      .where("phone_number", "=", input.phoneNumber)
      .where("active", "=", true)
      .executeTakeFirst();
    if (!operator) throw new DomainError("forbidden", "not_an_operator", "This number cannot sign in to the console.");
    const token = newSecretToken();
    const row = await trx
      .insertInto("operator_token")
      .values({ token_hash: sha256(token), operator_id: operator.id, expires_at: sql<Date>`now() + make_interval(hours => ${OPERATOR_SESSION_HOURS})` })
      .returning("expires_at")
      .executeTakeFirstOrThrow();
    return {
      token,
      expiresAt: row.expires_at.toISOString(),
      operator: { id: operator.id, name: operator.name, phoneNumber: operator.phone_number, role: operator.role },
    };
  });
}

/** The operator of a token: unknown, expired, logged-out tokens and deactivated operators are refused. */
export async function authenticateOperator(db: Db, token: string): Promise<SignedInOperator> {
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom("operator_token as t")
    .innerJoin("operator as o", "o.id", "t.operator_id")
    .select(["o.id", "o.name", "o.role", "o.phone_number"])
    .where("t.token_hash", "=", tokenHash)
    .where("t.revoked_at", "is", null)
    .where("t.expires_at", ">", sql<Date>`now()`)
    .where("o.active", "=", true)
    .executeTakeFirst();
  if (!row) throw new DomainError("unauthenticated", "operator_only", "This call needs the operator token.");
  return { operatorId: row.id, name: row.name, role: row.role, phoneNumber: row.phone_number, tokenHash };
}

export async function revokeOperatorToken(db: Db, tokenHash: string) {
  await db
    .updateTable("operator_token")
    .set({ revoked_at: sql<Date>`now()` })
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .execute();
}

export async function listOperators(db: Db) {
  const rows = await db.selectFrom("operator").select(columns).orderBy("active", "desc").orderBy("name").orderBy("id").execute();
  return rows.map(toOperator);
}

/** Adds an operator (the owner, or the command line for the first one); a number is one operator's. */
export async function addOperator(db: Db, actor: Actor, input: { phoneNumber: string; name: string; role: OperatorRole }) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("operator")
      .values({ phone_number: input.phoneNumber, name: input.name, role: input.role })
      .onConflict((oc) => oc.column("phone_number").doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (!row) {
      const message = "This number is already an operator's";
      throw new DomainError("conflict", "operator_exists", message, { phoneNumber: message });
    }
    const operator = toOperator(row);
    await audit(trx, actor, { action: "operator.add", entityType: "operator", entityId: row.id, before: null, after: operator });
    return operator;
  });
}

/**
 * Changes an operator's role or deactivates them; a deactivated operator's sign-ins end at once. An
 * operator cannot change their own role or deactivate themself, so a shop always keeps its owner.
 */
export async function updateOperator(db: Db, actor: Actor, input: { id: string; role?: OperatorRole; active?: boolean }) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("operator").select(columns).where("id", "=", input.id).forUpdate().executeTakeFirst();
    if (!row) throw new DomainError("not_found", "operator_not_found", "No such operator.");
    if (row.id === actor.operatorId) throw new DomainError("conflict", "operator_self", "You cannot change your own role or deactivate yourself.");
    const updated = await trx
      .updateTable("operator")
      .set({ ...(input.role ? { role: input.role } : {}), ...(input.active !== undefined ? { active: input.active } : {}) })
      .where("id", "=", row.id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    if (!updated.active)
      await trx
        .updateTable("operator_token")
        .set({ revoked_at: sql<Date>`now()` })
        .where("operator_id", "=", row.id)
        .where("revoked_at", "is", null)
        .execute();
    const after = toOperator(updated);
    await audit(trx, actor, { action: "operator.update", entityType: "operator", entityId: row.id, before: toOperator(row), after });
    return after;
  });
}
