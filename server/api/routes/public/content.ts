import * as catalogue from "@domain/catalogue/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { getCmsPage } from "../../services/catalogue/content";

/** Public content pages (docs/product.md#content-pages). */
export function contentRoutes(scope: Scope<"public">, { db }: RouteDeps) {
  route(scope, catalogue.getCms, async (request) => ok(await getCmsPage(db, request.body.key, request.language)));
}
