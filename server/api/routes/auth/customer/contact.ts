import { z } from "zod";
import { contactSchema } from "@domain/help/contact";
import { envelope, failureResponses, ok } from "../../../http/envelope";
import type { Api, Deps } from "../../../http/types";
import { recordVisitorCall } from "../../../services/content";

/** Contact requests under /v1/auth/customer (spec §7 Catalogue: visitorCall). */
export function contactRoutes(app: Api, { db }: Deps) {
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
