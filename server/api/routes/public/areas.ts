import * as location from "@domain/location/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { listActiveAreas } from "../../services/location/areas";

/**
 * GET /v1/api/admin/getActiveAreaList: public, since the areas we serve are public facts; the shop's
 * published address puts it under api/admin (docs/product.md#api-conventions).
 */
export function activeAreaRoutes(scope: Scope<"public">, { db }: RouteDeps) {
  route(scope, location.getActiveAreaList, async () => {
    const list = (await listActiveAreas(db)).map(({ code, city, areaName, state }) => ({ code, city, areaName, state, active: true as const }));
    return ok({ list, count: list.length });
  });
}
