import { z } from "zod";
import { addressSchema } from "@domain/account/schemas";
import { signedIn, signedInFailures, signedInSecurity } from "../../../http/auth";
import { envelope, failureResponses, failureSchema, ok } from "../../../http/envelope";
import type { Api, Deps } from "../../../http/types";
import { addAddress, deleteAddress, getAddress, listAddresses, setDefaultAddress, updateAddress } from "../../../services/addresses";

const addressResult = addressSchema.extend({ id: z.string(), isDefault: z.boolean() });
/** Address ids travel as strings (bigint); a number is accepted too. */
const addressId = z
  .union([z.string(), z.number()], { required_error: "Please choose an address", invalid_type_error: "Please choose an address" })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose an address"));
const withId = z.object({ id: addressId });
const notFound = { 404: failureSchema.describe("No such address among the signed-in customer's") };

/** The signed-in customer's delivery addresses under /v1/api/customer (spec §3 Delivery address, §7). */
export function addressRoutes(app: Api, { db }: Deps) {
  const common = { tags: ["addresses"], security: signedInSecurity };

  app.get(
    "/listAddress",
    { schema: { ...common, summary: "Every address, the default first", response: { 200: envelope(z.object({ list: z.array(addressResult), count: z.number() })), ...failureResponses, ...signedInFailures } } },
    async (request) => {
      const list = await listAddresses(db, signedIn(request).customerId);
      return ok({ list, count: list.length });
    },
  );

  app.get(
    "/getAddress",
    { schema: { ...common, summary: "One address, for the edit form", querystring: withId, response: { 200: envelope(addressResult), ...failureResponses, ...signedInFailures, ...notFound } } },
    async (request) => ok(await getAddress(db, signedIn(request).customerId, request.query.id)),
  );

  app.post(
    "/addAddress",
    {
      schema: {
        ...common,
        summary: "Adds an address at a served pincode; the first one becomes the default",
        body: addressSchema,
        response: { 200: envelope(addressResult), ...failureResponses, ...signedInFailures, 409: failureSchema.describe("Too many addresses") },
      },
    },
    async (request) => ok(await addAddress(db, signedIn(request).customerId, request.body), "Address added successfully"),
  );

  app.put(
    "/updateAddress",
    { schema: { ...common, summary: "Changes an address", body: addressSchema.extend({ id: addressId }), response: { 200: envelope(addressResult), ...failureResponses, ...signedInFailures, ...notFound } } },
    async (request) => {
      const { id, ...address } = request.body;
      return ok(await updateAddress(db, signedIn(request).customerId, id, address), "Address updated successfully");
    },
  );

  app.delete(
    "/deleteAddress",
    { schema: { ...common, summary: "Deletes an address (?id=); a deleted default passes to the newest other", querystring: withId, response: { 200: envelope(z.object({})), ...failureResponses, ...signedInFailures, ...notFound } } },
    async (request) => {
      await deleteAddress(db, signedIn(request).customerId, request.query.id);
      return ok({}, "Address deleted successfully");
    },
  );

  app.post(
    "/setDefaultAddress",
    { schema: { ...common, summary: "Makes an address the default", body: withId, response: { 200: envelope(addressResult), ...failureResponses, ...signedInFailures, ...notFound } } },
    async (request) => ok(await setDefaultAddress(db, signedIn(request).customerId, request.body.id), "Default address updated"),
  );
}
