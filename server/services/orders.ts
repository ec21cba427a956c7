import type { Db } from "../db";

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
