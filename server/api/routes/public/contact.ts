import { z } from "zod";
import { contactSchema } from "@domain/help/contact";
import { envelope, failureResponses, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { recordVisitorCall } from "../../services/content";
import type { Scope } from "../../http/route";

/** Contact requests under /v1/auth/customer (spec §7 Catalogue: visitorCall). */
export function contactRoutes({ app }: Scope<"public">, { db }: RouteDeps) {
  app.post(
    "/visitorCall",
    {
      schema: {
        tags: ["contact"],
        summary: "A visitor asks to be called back (the contact form)",
        body: contactSchema,
        response: { 200: envelope(z.object({ id: z.string() })), ...failureResponses },
      },
    },
    async (request) => ok(await recordVisitorCall(db, { ...request.body, ipAddress: request.ip }), "Thank you! We will call you back within one working day."),
  );
}
