import * as location from "@domain/location/endpoints";
import { pincodeMessages } from "@domain/location/pincode";
import { DomainError } from "../../services/errors";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { checkServiceableArea, nearestActiveArea } from "../../services/location/areas";

/** Public location calls (docs/product.md#location). */
export function locationRoutes(scope: Scope<"public">, { db, env }: RouteDeps) {
  route(scope, location.checkServiceableableArea, async (request) => {
    const area = await checkServiceableArea(db, { ...request.body, ipAddress: request.body.ipAddress ?? request.ip });
    return ok({ pincode: area.code, area: { city: area.city, areaName: area.areaName, state: area.state } }, "We deliver to your location");
  });

  route(scope, location.getNearestServiceableArea, async (request) => {
    const area = await nearestActiveArea(db, request.query, env.GEO_MAX_DISTANCE_KM);
    if (!area) throw new DomainError("not_found", "not_serviceable", `${pincodeMessages.notDelivered}: we do not deliver near your location yet.`);
    return ok({ pincode: area.code, distanceKm: area.distanceKm, area: { city: area.city, areaName: area.areaName } });
  });
}
