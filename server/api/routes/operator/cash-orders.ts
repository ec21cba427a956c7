import * as ladder from "@domain/cod/endpoints";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { getSettingsView, setSettings } from "../../services/cod/ladder";

/** The owner's settings for cash orders (docs/product.md#cash-on-delivery-risk), audited. */
export function adminCashOrderRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, ladder.getCodSettings, async () => ok(await getSettingsView(db)));

  route(scope, ladder.setCodSettings, async (request) => ok(await setSettings(db, signedInOperator(request), request.body), "Cash on delivery settings saved"));
}
