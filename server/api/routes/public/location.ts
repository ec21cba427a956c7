import { z } from "zod";
import { pincodeMessages } from "@domain/location/pincode";
import { pincodeField } from "@domain/location/schemas";
import { DomainError } from "../../services/errors";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { checkServiceableArea, nearestActiveArea } from "../../services/areas";
import type { Scope } from "../../http/route";

const areaResult = envelope(z.object({ pincode: z.string(), area: z.object({ city: z.string(), areaName: z.string(), state: z.string() }) }));

/** Public location calls under /v1/auth/customer (spec §4 Location, §7). */
export function locationRoutes({ app }: Scope<"public">, { db, env }: RouteDeps) {
  app.post(
    "/checkServiceableableArea",
    {
      schema: {
        tags: ["location"],
        summary: "Is this pincode served? Answers the area's city",
        body: z.object({
          pincode: pincodeField,
          ipAddress: z.string().max(64).nullish(),
          customerId: z.string().max(64).nullish(),
        }),
        response: { 200: areaResult, ...failureResponses, 404: failureSchema.describe("Not a pincode we deliver to") },
      },
    },
    async (request) => {
      const area = await checkServiceableArea(db, { ...request.body, ipAddress: request.body.ipAddress ?? request.ip });
      return ok({ pincode: area.code, area: { city: area.city, areaName: area.areaName, state: area.state } }, "We deliver to your location");
    },
  );

  app.get(
    "/getNearestServiceableArea",
    {
      schema: {
        tags: ["location"],
        summary: `Turns a latitude and longitude into the nearest active area's pincode, within GEO_MAX_DISTANCE_KM`,
        querystring: z.object({
          latitude: z.coerce.number({ invalid_type_error: "latitude must be a number" }).min(-90).max(90),
          longitude: z.coerce.number({ invalid_type_error: "longitude must be a number" }).min(-180).max(180),
        }),
        response: {
          200: envelope(z.object({ pincode: z.string(), distanceKm: z.number(), area: z.object({ city: z.string(), areaName: z.string() }) })),
          ...failureResponses,
          404: failureSchema.describe("No serviceable area near that position"),
        },
      },
    },
    async (request) => {
      const area = await nearestActiveArea(db, request.query, env.GEO_MAX_DISTANCE_KM);
      if (!area) throw new DomainError("not_found", "not_serviceable", `${pincodeMessages.notDelivered}: we do not deliver near your location yet.`);
      return ok({ pincode: area.code, distanceKm: area.distanceKm, area: { city: area.city, areaName: area.areaName } });
    },
  );
}
