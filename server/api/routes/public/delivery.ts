import * as delivery from "@domain/delivery/endpoints";
import { catalogueEtag } from "../../http/catalogue-etag";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { deliveryPromise } from "../../services/delivery/delivery";

/**
 * The delivery promise for a pincode (docs/decisions/024). Like the catalogue it answers with an ETag
 * of its bytes, and `Expires` at its next change by the clock (today's cut-off or India's midnight), so
 * the storefront keeps it until then or until an operator changes an area (docs/decisions/020).
 */
export function deliveryRoutes(scope: Scope<"public">, { db, courier }: RouteDeps) {
  route(
    scope,
    delivery.getDeliveryPromise,
    async (request, reply) => {
      const { pincode, weight, amount } = request.query;
      const { changesAt, ...promise } = await deliveryPromise(db, courier, { pincode, weightGrams: weight, amount });
      if (changesAt) reply.header("expires", new Date(changesAt).toUTCString());
      return ok(promise);
    },
    { onSend: catalogueEtag },
  );
}
