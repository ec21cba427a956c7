import { cardNetwork, formatExpiry } from "@domain/account/card";
import type { Db } from "../../db";
import { DomainError } from "../errors";

/**
 * Saved cards (docs/product.md#account). What is kept is what the shopper may see again: holder's name, last
 * four digits, network, expiry. The full number and the CVV are validated by the caller and dropped
 * here; they never reach the database or a log. Every query names the signed-in customer's id.
 */
type SavedCard = { id: string; name: string; last4: string; network: string; expiry: string; maskedNumber: string };
type Expiry = { month: number; year: number };

const MAX_CARDS = 10;

const columns = ["id", "holder_name", "last4", "network", "exp_month", "exp_year"] as const;
const toCard = (row: { id: string; holder_name: string; last4: string; network: string; exp_month: number; exp_year: number }): SavedCard => ({
  id: row.id,
  name: row.holder_name,
  last4: row.last4,
  network: row.network,
  expiry: formatExpiry(row.exp_month, row.exp_year),
  maskedNumber: `•••• •••• •••• ${row.last4}`,
});
const notFound = () => new DomainError("not_found", "card_not_found", "Card not found.");

export async function listCards(db: Db, customerId: string): Promise<SavedCard[]> {
  const rows = await db.selectFrom("saved_card").select(columns).where("customer_id", "=", customerId).orderBy("id", "desc").execute();
  return rows.map(toCard);
}

export async function getCard(db: Db, customerId: string, id: string): Promise<SavedCard> {
  const row = await db.selectFrom("saved_card").select(columns).where("customer_id", "=", customerId).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return toCard(row);
}

export async function addCard(db: Db, customerId: string, card: { name: string; cardNumber: string; date: Expiry }): Promise<SavedCard> {
  const digits = card.cardNumber.replace(/\D/g, "");
  const { n } = await db
    .selectFrom("saved_card")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_CARDS) throw new DomainError("conflict", "too_many_cards", `You can save up to ${MAX_CARDS} cards. Delete one to add another.`);
  const row = await db
    .insertInto("saved_card")
    .values({
      customer_id: customerId,
      holder_name: card.name,
      last4: digits.slice(-4),
      network: cardNetwork(digits),
      exp_month: card.date.month,
      exp_year: card.date.year,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toCard(row);
}

export async function editCard(db: Db, customerId: string, id: string, change: { name: string; date: Expiry }): Promise<SavedCard> {
  const row = await db
    .updateTable("saved_card")
    .set({ holder_name: change.name, exp_month: change.date.month, exp_year: change.date.year, updated_at: new Date() })
    .where("customer_id", "=", customerId)
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toCard(row);
}

export async function deleteCard(db: Db, customerId: string, id: string): Promise<void> {
  const result = await db.deleteFrom("saved_card").where("customer_id", "=", customerId).where("id", "=", id).executeTakeFirst();
  if (!result.numDeletedRows) throw notFound();
}
