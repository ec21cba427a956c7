import * as catalogue from "@domain/catalogue/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { getProductForOperator, listProductsForOperator, updateProduct } from "../../services/products";
import { setRefills } from "../../services/refills";

/** Operators keep the catalogue: products, prices, stock, and bottles paired with refills (docs/product.md#refills). */
export function adminCatalogueRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, catalogue.setProductRefills, async (request) => {
    const { productId, refillIds } = request.body;
    return ok({ productId, refillIds: await setRefills(db, signedInOperator(request), productId, refillIds) });
  });

  route(scope, catalogue.listProductsForOperator, async (request) => ok(await listProductsForOperator(db, request.query)));

  route(scope, catalogue.getProductForOperator, async (request) => ok(await getProductForOperator(db, request.query.id)));

  route(scope, catalogue.updateProduct, async (request) => {
    const product = await updateProduct(db, signedInOperator(request), request.body);
    return ok(product, translatorFor(request.language).text("{name} updated", { name: product.name }));
  });
}
