import { z } from "zod";
import { feedbackSchema, ticketSchema } from "@domain/help/help";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { addTicket, listTickets } from "../../services/help";
import type { Scope } from "../../http/route";

/** The signed-in customer's support tickets under /v1/api/customer (spec §7 Feedback and FAQ). */
export function feedbackRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  const common = { tags: ["help"], security: signedInSecurity };

  app.get(
    "/allFeedbackOfUser",
    {
      schema: {
        ...common,
        summary: "The customer's help tickets, newest first, with the operators' replies",
        response: { 200: envelope(z.object({ list: z.array(ticketSchema), count: z.number().int() })), ...failureResponses, ...signedInFailures },
      },
    },
    async (request) => {
      const list = await listTickets(db, signedIn(request).customerId);
      return ok({ list, count: list.length });
    },
  );

  app.post(
    "/addFeedback",
    {
      schema: {
        ...common,
        summary: "Raises a help ticket (question, categoryId, mobileNumber; optional orderId, one of the customer's orders); at most 10 in 24 hours",
        body: feedbackSchema,
        response: {
          200: envelope(ticketSchema),
          ...failureResponses,
          ...signedInFailures,
          404: failureSchema.describe("The order is not one of the customer's"),
          429: failureSchema.describe("10 tickets in the last 24 hours already (code ticket_daily_limit)"),
        },
      },
    },
    async (request) => {
      const ticket = await addTicket(db, signedIn(request).customerId, request.body);
      return ok(ticket, `Thank you! Your help request #${ticket.id} is with us. We usually reply within one working day.`);
    },
  );
}
