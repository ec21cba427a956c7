import { z } from "zod";
import { profileSchema } from "@domain/account/schemas";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { getCustomer, updateProfile } from "../../services/customers";
import type { Scope } from "../../http/route";

export const customerSchema = z.object({
  id: z.string(),
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
  phoneNumber: z.string(),
  email: z.string().nullable(),
});

/** The signed-in customer's profile under /v1/api/customer (spec §7 Authentication and profile). */
export function profileRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  app.get(
    "/getProfile",
    { schema: { tags: ["profile"], summary: "The signed-in customer", security: signedInSecurity, response: { 200: envelope(customerSchema), ...failureResponses, ...signedInFailures } } },
    async (request) => ok(await getCustomer(db, signedIn(request).customerId)),
  );

  app.put(
    "/updateProfile",
    {
      schema: {
        tags: ["profile"],
        summary: "Changes first name, last name and email; the phone number cannot change",
        security: signedInSecurity,
        body: profileSchema,
        response: { 200: envelope(customerSchema), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => ok(await updateProfile(db, signedIn(request).customerId, request.body), "Profile updated successfully"),
  );
}
