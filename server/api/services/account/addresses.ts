import { pincodeMessages } from "@domain/location/pincode";
import type { Address, AddressInput } from "@domain/account/schemas";
import type { Db } from "../../db";
import { DomainError } from "../errors";
import { findActiveArea } from "../location/areas";

/**
 * Delivery addresses (docs/product.md#account). Every query names the signed-in customer's id, so another
 * customer's address is simply not found (404), never read or changed. The first address is the
 * default; deleting the default hands it to the newest remaining one.
 */

const MAX_ADDRESSES = 20;

const columns = [
  "id",
  "first_name as firstName",
  "last_name as lastName",
  "pincode",
  "apartment",
  "city",
  "street",
  "street_address2 as streetAddress2",
  "landmark",
  "phone_number as phoneNumber",
  "is_default as isDefault",
] as const;

const toRow = (a: AddressInput) => ({
  first_name: a.firstName,
  last_name: a.lastName,
  pincode: a.pincode,
  apartment: a.apartment,
  city: a.city,
  street: a.street,
  street_address2: a.streetAddress2,
  landmark: a.landmark ?? "",
  phone_number: a.phoneNumber,
});

const notFound = () => new DomainError("not_found", "address_not_found", "Address not found.");

/** Only pincodes of active areas can be delivered to (docs/product.md#forms-and-validation). */
async function requireServedPincode(db: Db, pincode: string) {
  if (!(await findActiveArea(db, pincode))) {
    throw new DomainError("invalid", "validation", pincodeMessages.notDelivered, { pincode: pincodeMessages.notDelivered });
  }
}

export function listAddresses(db: Db, customerId: string): Promise<Address[]> {
  return db.selectFrom("customer_address").select(columns).where("customer_id", "=", customerId).orderBy("is_default", "desc").orderBy("id", "desc").execute();
}

export async function getAddress(db: Db, customerId: string, id: string): Promise<Address> {
  const row = await db.selectFrom("customer_address").select(columns).where("customer_id", "=", customerId).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function addAddress(db: Db, customerId: string, input: AddressInput): Promise<Address> {
  await requireServedPincode(db, input.pincode);
  return db.transaction().execute(async (trx) => {
    // Locks the customer so two adds cannot both become the first (default) address or pass the cap.
    await trx.selectFrom("customer").select("id").where("id", "=", customerId).forUpdate().executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom("customer_address")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ADDRESSES)
      throw new DomainError("conflict", "address_limit", `You can save up to ${MAX_ADDRESSES} addresses. Please delete one first.`);
    return trx
      .insertInto("customer_address")
      .values({ ...toRow(input), customer_id: customerId, is_default: Number(count) === 0 })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
}

export async function updateAddress(db: Db, customerId: string, id: string, input: AddressInput): Promise<Address> {
  await requireServedPincode(db, input.pincode);
  const row = await db
    .updateTable("customer_address")
    .set({ ...toRow(input), updated_at: new Date() })
    .where("customer_id", "=", customerId)
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function deleteAddress(db: Db, customerId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("customer_address")
      .where("customer_id", "=", customerId)
      .where("id", "=", id)
      .returning("is_default")
      .executeTakeFirst();
    if (!deleted) throw notFound();
    if (!deleted.is_default) return;
    const newest = await trx
      .selectFrom("customer_address")
      .select("id")
      .where("customer_id", "=", customerId)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (newest) await trx.updateTable("customer_address").set({ is_default: true }).where("id", "=", newest.id).execute();
  });
}

export async function setDefaultAddress(db: Db, customerId: string, id: string): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("customer_address")
      .select("id")
      .where("customer_id", "=", customerId)
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw notFound();
    await trx.updateTable("customer_address").set({ is_default: false }).where("customer_id", "=", customerId).where("is_default", "=", true).execute();
    return trx.updateTable("customer_address").set({ is_default: true }).where("id", "=", id).returning(columns).executeTakeFirstOrThrow();
  });
}
