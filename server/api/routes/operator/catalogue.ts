import * as catalogue from "@domain/catalogue/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { setRefills } from "../../services/refills";

/** Operators pair bottles and refills (docs/product.md#refills). */
export function adminCatalogueRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, catalogue.setProductRefills, async (request) => {
    const { productId, refillIds } = request.body;
    return ok({ productId, refillIds: await setRefills(db, productId, refillIds) });
  });
}
