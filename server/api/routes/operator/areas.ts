import * as delivery from "@domain/delivery/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { addArea, listAreaDelivery, updateAreaDelivery } from "../../services/delivery/delivery";

/** Operators list and change what each area promises (`npm run admin -- areas`, `area`), add areas and stop serving them. */
export function adminAreaRoutes(scope: Scope<"operator">, { db, courier }: RouteDeps) {
  route(scope, delivery.listAreaDelivery, async () => {
    const list = await listAreaDelivery(db);
    return ok({ list, count: list.length });
  });

  route(scope, delivery.updateAreaDelivery, async (request) => {
    const area = await updateAreaDelivery(db, signedInOperator(request), request.body);
    courier.forget(area.code);
    return ok(area, translatorFor(request.language).text("Area {pincode} updated", { pincode: area.code }));
  });

  route(scope, delivery.addArea, async (request) => {
    const area = await addArea(db, signedInOperator(request), request.body);
    courier.forget(area.code);
    return ok(area, translatorFor(request.language).text("Area {pincode} added", { pincode: area.code }));
  });
}
