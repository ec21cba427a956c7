import { z } from "zod";
import { endpoint } from "../contract";
import { pincodeField } from "../location/schemas";
import { areaDeliverySchema, areaSettingsSchema, deliveryPromiseSchema, newAreaSchema } from "./schemas";

/** The delivery promise (docs/decisions/024): public, since when and how an area is delivered are public facts. */

export const getDeliveryPromise = endpoint({
  access: "public",
  method: "GET",
  path: "auth/customer/getDeliveryPromise",
  summary: "When an order of this weight and amount reaches a pincode, and whether cash on delivery may pay for it",
  query: z.object({
    pincode: pincodeField,
    weight: z.coerce.number().int().min(1).max(100_000).default(500).describe("Grams"),
    amount: z.coerce.number().min(0).max(10_000_000).default(0).describe("The order's total in rupees"),
  }),
  response: deliveryPromiseSchema,
});

const operator = { access: "operator" } as const;

export const listAreaDelivery = endpoint({
  ...operator,
  roles: ["catalogue"],
  method: "GET",
  path: "api/admin/getAreaDeliveryList",
  summary: "Every area with its delivery days, cut-off, closed days and cash on delivery",
  response: z.object({ list: z.array(areaDeliverySchema), count: z.number() }),
});

export const updateAreaDelivery = endpoint({
  ...operator,
  roles: ["catalogue"],
  method: "POST",
  path: "api/admin/updateAreaDelivery",
  summary: "Changes an area's delivery days, cut-off, closed days, cash on delivery or whether it is served; only the fields given change",
  body: areaSettingsSchema,
  response: areaDeliverySchema,
  failures: { 404: "No area with that pincode" },
});

export const addArea = endpoint({
  ...operator,
  roles: ["catalogue"],
  method: "POST",
  path: "api/admin/addArea",
  summary: "Adds a served area by pincode, with the shop's default promise; an area is deactivated, never deleted",
  body: newAreaSchema,
  response: areaDeliverySchema,
  failures: { 409: "An area with that pincode exists already" },
});
