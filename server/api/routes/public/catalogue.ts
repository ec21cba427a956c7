import * as catalogue from "@domain/catalogue/endpoints";
import { ALL_TYPES, type Category, type ProductType } from "@domain/catalogue/catalogue";
import { ok } from "../../http/envelope";
import { catalogueEtag } from "../../http/catalogue-etag";
import { requireLocation } from "../../http/location";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { getProduct, listCategories, listProducts, listProductTypes, productIndex } from "../../services/catalogue/catalogue";
import { productRatings } from "../../services/reviews/reviews";

/**
 * The public catalogue (docs/product.md#catalogue). Product calls depend on the delivery location, so
 * they need a served pincode header; the taxonomy and ratings do not. Names and descriptions are in the
 * request's language (docs/i18n.md). Every read answers with an ETag of its own bytes and language and
 * 304 when it still holds (docs/decisions/016).
 */
export function catalogueRoutes(scope: Scope<"public">, { db, storage }: RouteDeps) {
  const located = { preHandler: requireLocation(db), onSend: catalogueEtag };
  const etag = { onSend: catalogueEtag };

  route(
    scope,
    catalogue.listProducts,
    async (request) => {
      const { productType, ...filter } = request.body;
      return ok(await listProducts(db, { ...filter, productType: productType === ALL_TYPES ? undefined : productType }, request.language));
    },
    located,
  );

  route(scope, catalogue.getProductDetails, async (request) => ok(await getProduct(db, request.query.id, request.language)), located);
  route(scope, catalogue.postProductDetails, async (request) => ok(await getProduct(db, request.body.id, request.language)), located);

  route(
    scope,
    catalogue.listProductIndex,
    async () => {
      const list = await productIndex(db);
      return ok({ list, count: list.length });
    },
    etag,
  );

  route(
    scope,
    catalogue.listCategory,
    async (request) => {
      const list = (await listCategories(db, request.language)).map((c) => ({ ...c, category: c.category as Category }));
      return ok({ list, count: list.length });
    },
    etag,
  );
  route(
    scope,
    catalogue.listProductType,
    async (request) => {
      const list = (await listProductTypes(db, request.language)).map((t) => ({ ...t, slug: t.slug as ProductType }));
      return ok({ list, count: list.length });
    },
    etag,
  );

  route(
    scope,
    catalogue.getListProductRating,
    async (request) => {
      const { productId, ...page } = request.body;
      return ok(await productRatings(db, storage, productId, page));
    },
    etag,
  );
}
