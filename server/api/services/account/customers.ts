import { isLanguage, DEFAULT_LANGUAGE, type Language } from "@domain/i18n/languages";
import type { Db } from "../../db";
import { DomainError } from "../errors";

/** The Customer (docs/product.md#account): id, profile (firstName, lastName), phoneNumber, optional email, and their language. */
type Customer = { id: string; profile: { firstName: string; lastName: string }; phoneNumber: string; email: string | null; language: Language };

const columns = ["id", "first_name", "last_name", "phone_number", "email", "blocked", "language"] as const;
type Row = { id: string; first_name: string; last_name: string; phone_number: string; email: string | null; language: string };

/** A stored language the shop no longer has reads as English. */
export const languageOfRow = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

export const toCustomer = (row: Row): Customer => ({
  id: row.id,
  profile: { firstName: row.first_name, lastName: row.last_name },
  phoneNumber: row.phone_number,
  email: row.email,
  language: languageOfRow(row.language),
});

export function findCustomerByPhone(db: Db, phoneNumber: string) {
  return db.selectFrom("customer").select(columns).where("phone_number", "=", phoneNumber).executeTakeFirst();
}

export async function getCustomer(db: Db, id: string): Promise<Customer> {
  const row = await db.selectFrom("customer").select(columns).where("id", "=", id).executeTakeFirst();
  if (!row) throw new DomainError("not_found", "not_found", "Customer not found.");
  return toCustomer(row);
}

export type NewCustomer = { phoneNumber: string; firstName: string; lastName: string; email: string | null; pincode?: string | null; language: Language };

/** Inserts a customer; a number registered meanwhile is a 409, not a crash on the unique index. */
export async function createCustomer(db: Db, input: NewCustomer) {
  const row = await db
    .insertInto("customer")
    .values({
      phone_number: input.phoneNumber,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      pincode: input.pincode ?? null,
      language: input.language,
    })
    .onConflict((oc) => oc.column("phone_number").doNothing())
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new DomainError("conflict", "already_registered", "This number is already registered. Please log in.");
  return row;
}

/**
 * Updates name and email. The phone number is the customer's sign-in, proven by a code: changing it
 * here would let anyone claim a number they do not hold, so a different number is refused.
 */
export async function updateProfile(db: Db, id: string, input: { firstName: string; lastName: string; phoneNumber: string; email: string | null }) {
  const current = await getCustomer(db, id);
  if (input.phoneNumber !== current.phoneNumber) {
    const message = "Your phone number is how you sign in and cannot be changed here.";
    throw new DomainError("invalid", "phone_number_locked", message, { phoneNumber: message });
  }
  const row = await db
    .updateTable("customer")
    .set({ first_name: input.firstName, last_name: input.lastName, email: input.email, updated_at: new Date() })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toCustomer(row);
}

/** The language the customer's messages are written in from now on. */
export async function setLanguage(db: Db, id: string, language: Language) {
  const row = await db.updateTable("customer").set({ language, updated_at: new Date() }).where("id", "=", id).returning(columns).executeTakeFirst();
  if (!row) throw new DomainError("not_found", "not_found", "Customer not found.");
  return toCustomer(row);
}

/** Orders a customer has placed and not cancelled: a first order is one placed when this is 0. */
export async function countCustomerOrders(db: Db, customerId: string): Promise<number> {
  const { n } = await db
    .selectFrom("customer_order")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("customer_id", "=", customerId)
    .where("status", "!=", "cancelled")
    .executeTakeFirstOrThrow();
  return Number(n);
}
