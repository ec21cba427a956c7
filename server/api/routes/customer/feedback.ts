import * as help from "@domain/help/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { addTicket, listTickets } from "../../services/help/help";

/** The signed-in customer's help tickets (docs/product.md#help). */
export function feedbackRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, help.allFeedbackOfUser, async (request) => {
    const list = await listTickets(db, signedIn(request).customerId);
    return ok({ list, count: list.length });
  });

  route(scope, help.addFeedback, async (request) => {
    const ticket = await addTicket(db, signedIn(request).customerId, request.body);
    const message = "Thank you! Your help request #{ticket} is with us. We usually reply within one working day.";
    return ok(ticket, translatorFor(request.language).text(message, { ticket: ticket.id }));
  });
}
