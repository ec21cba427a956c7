import { z } from "zod";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { revokeToken } from "../../services/tokens";
import type { Scope } from "../../http/route";

/** POST /v1/api/customer/logout (spec §4 Logout): the token stops working at once, and the device gets no more pushes. */
export function sessionRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  app.post(
    "/logout",
    {
      schema: {
        tags: ["sign-in"],
        summary: "Revokes the token of this request; fcmToken is the device's push token (blank if none)",
        security: signedInSecurity,
        body: z.object({ fcmToken: z.string().max(4096).nullish() }),
        response: { 200: envelope(z.object({})), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => {
      await revokeToken(db, signedIn(request).tokenHash, request.body.fcmToken);
      return ok({}, "Logged out successfully");
    },
  );
}
