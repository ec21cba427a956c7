import type { FastifyRequest } from "fastify";
import { isPincode } from "@domain/location/pincode";
import type { Db } from "../db";
import { findActiveArea, type Area } from "../services/location/areas";
import { DomainError } from "../services/errors";

declare module "fastify" {
  interface FastifyRequest {
    area?: Area;
  }
}

/**
 * preHandler for location-dependent calls: the `pincode` header must name an active serviceable
 * area, otherwise 422, on which clients clear their stored location and ask again (docs/product.md#api-conventions).
 */
export function requireLocation(db: Db) {
  return async (request: FastifyRequest) => {
    const header = request.headers.pincode;
    const pincode = Array.isArray(header) ? header[0] : header;
    if (!isPincode(pincode)) throw new DomainError("location_required", "location_required", "Please select location !");
    const area = await findActiveArea(db, pincode);
    if (!area) throw new DomainError("location_required", "location_not_serviceable", "We are not delivering at this pincode");
    request.area = area;
  };
}
