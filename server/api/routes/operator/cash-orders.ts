import * as ladder from "@domain/cod/endpoints";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { getSettingsView, setSettings } from "../../services/cod/ladder";
import { expireUnconfirmed } from "../../services/cod/confirmations";

/** A day ("2027-01-15") is its start in India; a moment is itself. */
const moment = (asOf: string) => new Date(asOf.length === 10 ? `${asOf}T00:00:00+05:30` : asOf);

/** The owner's settings for cash orders (docs/product.md#cash-on-delivery-risk), audited, and the expiry pass run now (`npm run admin -- cod expire`). */
export function adminCashOrderRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, ladder.getCodSettings, async () => ok(await getSettingsView(db)));

  route(scope, ladder.setCodSettings, async (request) => ok(await setSettings(db, signedInOperator(request), request.body), "Cash on delivery settings saved"));

  route(scope, ladder.expireCashConfirmations, async (request) => {
    const asOf = request.body?.asOf ? moment(request.body.asOf) : new Date();
    return ok({ asOf: asOf.toISOString(), ...(await expireUnconfirmed(db, asOf)) });
  });
}
