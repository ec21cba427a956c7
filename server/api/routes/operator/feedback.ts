import { z } from "zod";
import { TICKET_STATUSES, ticketSchema } from "@domain/help/help";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { operatorSecurity } from "../../http/operator";
import type { Api, RouteDeps } from "../../http/types";
import { answerTicket, listTicketsForOperator } from "../../services/help";
import type { Scope } from "../../http/route";

/** Operators read the customers' help tickets and answer them (`npm run admin -- tickets`, `answer`). */
export function adminFeedbackRoutes({ app }: Scope<"operator">, { db }: RouteDeps) {
  const common = { tags: ["operators"], security: operatorSecurity };
  const unauthorised = { 401: failureSchema.describe("Not the operator token") };

  app.get(
    "/listFeedback",
    {
      schema: {
        ...common,
        summary: "The newest 200 help tickets, all or in one status",
        querystring: z.object({
          status: z.enum(["all", ...TICKET_STATUSES], { errorMap: () => ({ message: `status is all or one of: ${TICKET_STATUSES.join(", ")}` }) }).default("all"),
        }),
        response: { 200: envelope(z.object({ list: z.array(ticketSchema.extend({ customer: z.string() })), count: z.number().int() })), ...failureResponses, ...unauthorised },
      },
    },
    async (request) => {
      const list = await listTicketsForOperator(db, request.query.status === "all" ? undefined : request.query.status);
      return ok({ list, count: list.length });
    },
  );

  app.post(
    "/answerFeedback",
    {
      schema: {
        ...common,
        summary: "Replies to a ticket (answered, or closed with close: true) and notifies its customer",
        body: z.object({
          id: z.union([z.string(), z.number()], { required_error: "id is required", invalid_type_error: "id is a ticket number" }).transform(String).pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "id is a ticket number")),
          reply: z.string({ required_error: "reply is required", invalid_type_error: "reply is text" }).trim().min(1, "reply is required").max(2000, "reply is at most 2000 characters"),
          close: z.boolean({ invalid_type_error: "close is true or false" }).optional(),
        }),
        response: {
          200: envelope(ticketSchema),
          ...failureResponses,
          ...unauthorised,
          404: failureSchema.describe("No such ticket"),
          409: failureSchema.describe("The ticket is closed"),
        },
      },
    },
    async (request) => ok(await answerTicket(db, request.body), `Ticket ${request.body.id} answered`),
  );
}
