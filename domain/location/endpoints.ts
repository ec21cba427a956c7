import { z } from "zod";
import { endpoint } from "../contract";
import { pincodeField } from "./schemas";

/** Where the shop delivers (docs/product.md#location): public, since the areas we serve are public facts. */

const location = { access: "public" } as const;

export const checkServiceableableArea = endpoint({
  ...location,
  method: "POST",
  path: "auth/customer/checkServiceableableArea",
  summary: "Is this pincode served? Answers the area's city",
  body: z.object({
    pincode: pincodeField,
    ipAddress: z.string().max(64).nullish(),
    customerId: z.string().max(64).nullish(),
  }),
  response: z.object({ pincode: z.string(), area: z.object({ city: z.string(), areaName: z.string(), state: z.string() }) }),
  failures: { 404: "Not a pincode we deliver to" },
});

export const getNearestServiceableArea = endpoint({
  ...location,
  method: "GET",
  path: "auth/customer/getNearestServiceableArea",
  summary: `Turns a latitude and longitude into the nearest active area's pincode, within GEO_MAX_DISTANCE_KM`,
  query: z.object({
    latitude: z.coerce.number({ invalid_type_error: "latitude must be a number" }).min(-90).max(90),
    longitude: z.coerce.number({ invalid_type_error: "longitude must be a number" }).min(-180).max(180),
  }),
  response: z.object({ pincode: z.string(), distanceKm: z.number(), area: z.object({ city: z.string(), areaName: z.string() }) }),
  failures: { 404: "No serviceable area near that position" },
});

/**
 * Public, although under api/admin: the shop's published address puts this public operation there
 * (docs/product.md#api-conventions), and the areas we serve are public facts.
 */
export const getActiveAreaList = endpoint({
  ...location,
  method: "GET",
  path: "api/admin/getActiveAreaList",
  summary: "Every active serviceable area",
  response: z.object({
    list: z.array(z.object({ code: z.string(), city: z.string(), areaName: z.string(), state: z.string(), active: z.literal(true) })),
    count: z.number(),
  }),
});
