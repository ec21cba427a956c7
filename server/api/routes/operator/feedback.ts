import * as help from "@domain/help/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { answerTicket, listTicketsForOperator } from "../../services/help/help";

/** Operators read the customers' help tickets and answer them (`npm run admin -- tickets`, `answer`). */
export function adminFeedbackRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, help.listFeedback, async (request) => {
    const list = await listTicketsForOperator(db, request.query.status === "all" ? undefined : request.query.status);
    return ok({ list, count: list.length });
  });

  route(scope, help.answerFeedback, async (request) =>
    ok(
      await answerTicket(db, signedInOperator(request), request.body),
      translatorFor(request.language).text("Ticket {ticket} answered", { ticket: request.body.id }),
    ),
  );
}
