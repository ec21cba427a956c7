import type { Db } from "../../db";
import type { ApiEnv } from "../../env";
import { DomainError } from "../errors";
import { createCustomer, findCustomerByPhone, toCustomer, type NewCustomer } from "./customers";
import { consumeProof } from "./otp";
import { issueToken, type Device } from "./tokens";

/**
 * Login and register (docs/product.md#sign-in, steps 6 and 7): each spends the proof of a code verified
 * moments before for this number and purpose, then issues a token for the device. Both answer the
 * same shape, since docs/product.md#sign-in gives them the same success and error outcomes.
 */
type Proof = { phoneNumber: string; verificationToken: string };

export async function login(db: Db, env: ApiEnv, input: Proof & Device) {
  return db.transaction().execute(async (trx) => {
    await consumeProof(trx, { ...input, purpose: "login" });
    const customer = await findCustomerByPhone(trx, input.phoneNumber);
    if (!customer) throw new DomainError("not_found", "not_registered", "This number is not registered with us. Please sign up.");
    if (customer.blocked) throw new DomainError("forbidden", "customer_blocked", "Your account has been blocked. Please contact us.");
    return { ...toCustomer(customer), ...(await issueToken(trx, env, customer.id, input)) };
  });
}

export async function register(db: Db, env: ApiEnv, input: Proof & Device & NewCustomer) {
  return db.transaction().execute(async (trx) => {
    await consumeProof(trx, { ...input, purpose: "register" });
    const customer = await createCustomer(trx, input);
    return { ...toCustomer(customer), ...(await issueToken(trx, env, customer.id, input)) };
  });
}
