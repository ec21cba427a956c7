import { momentInIndia } from "@domain/shared/dates";
import { CHARGE_MINUTES } from "@domain/subscriptions/schedule";
import * as subscriptions from "@domain/subscriptions/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { runSubscriptionPass } from "../../services/subscriptions/scheduler";
import { changeSubscription, listForOperators, setDiscount } from "../../services/subscriptions/subscriptions";
import { signedInOperator } from "../../http/operator";

/** A day ("2027-01-15") is that day at 10:00 in India, when charges are made; a moment is itself. */
const moment = (asOf: string) => (asOf.length === 10 ? momentInIndia(Date.parse(`${asOf}T00:00:00Z`) / 86_400_000, CHARGE_MINUTES) : new Date(asOf));

/** Operators list subscriptions, pause, resume or cancel one (audited), and run the pass now or as of a moment (`npm run admin -- subscriptions run`). */
export function adminSubscriptionRoutes(scope: Scope<"operator">, { db, gateway, courier }: RouteDeps) {
  route(scope, subscriptions.runSubscriptions, async (request) => {
    const asOf = request.body?.asOf ? moment(request.body.asOf) : new Date();
    return ok({ asOf: asOf.toISOString(), ...(await runSubscriptionPass(db, gateway, courier, asOf)) });
  });

  route(scope, subscriptions.listSubscriptions, async (request) => {
    const list = await listForOperators(db, request.query.state);
    return ok({ list, count: list.length });
  });

  route(scope, subscriptions.operatorChangeSubscription, async (request) => {
    await changeSubscription(db, { operator: signedInOperator(request) }, request.body);
    const [changed] = await listForOperators(db, "all", request.body.subscriptionId);
    return ok(changed, "Subscription updated");
  });

  route(scope, subscriptions.setSubscriptionDiscount, async (request) =>
    ok({ discountPercent: await setDiscount(db, signedInOperator(request), request.body.discountPercent) }, "Subscription discount set"),
  );
}
