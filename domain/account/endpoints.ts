import { z } from "zod";
import { endpoint } from "../contract";
import { addressSchema } from "./schemas";

/** The signed-in customer's account: delivery addresses. */

const address = addressSchema.extend({ id: z.string(), isDefault: z.boolean() });
/** Address ids travel as strings (bigint); a number is accepted too. */
const addressId = z
  .union([z.string(), z.number()], { required_error: "Please choose an address", invalid_type_error: "Please choose an address" })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose an address"));
const withAddressId = z.object({ id: addressId });
const addressNotFound = { 404: "No such address among the signed-in customer's" };
const addresses = { access: "customer", tags: ["addresses"] } as const;

export const listAddress = endpoint({
  ...addresses,
  method: "GET",
  path: "api/customer/listAddress",
  summary: "Every address, the default first",
  response: z.object({ list: z.array(address), count: z.number() }),
});

export const getAddress = endpoint({
  ...addresses,
  method: "GET",
  path: "api/customer/getAddress",
  summary: "One address, for the edit form",
  query: withAddressId,
  response: address,
  failures: addressNotFound,
});

export const addAddress = endpoint({
  ...addresses,
  method: "POST",
  path: "api/customer/addAddress",
  summary: "Adds an address at a served pincode; the first one becomes the default",
  body: addressSchema,
  response: address,
  failures: { 409: "Too many addresses" },
});

export const updateAddress = endpoint({
  ...addresses,
  method: "PUT",
  path: "api/customer/updateAddress",
  summary: "Changes an address",
  body: addressSchema.extend({ id: addressId }),
  response: address,
  failures: addressNotFound,
});

export const deleteAddress = endpoint({
  ...addresses,
  method: "DELETE",
  path: "api/customer/deleteAddress",
  summary: "Deletes an address (?id=); a deleted default passes to the newest other",
  query: withAddressId,
  response: z.object({}),
  failures: addressNotFound,
});

export const setDefaultAddress = endpoint({
  ...addresses,
  method: "POST",
  path: "api/customer/setDefaultAddress",
  summary: "Makes an address the default",
  body: withAddressId,
  response: address,
  failures: addressNotFound,
});
