import { z } from "zod";
import type { Coupon } from "@domain/catalogue";
import { contactSchema } from "@domain/contact";
import { envelope, failureResponses, failureSchema, ok } from "../../../http/envelope";
import type { Api, Deps } from "../../../http/types";
import { getCmsPage, recordVisitorCall } from "../../../services/content";
import { liveCoupons } from "../../../services/coupons";

export const coupon = z.object({
  code: z.string(),
  description: z.string(),
  type: z.enum(["flat", "percent"]),
  value: z.number().describe("Rupees off for flat, per cent off for percent"),
  maxDiscount: z.number().nullable().describe("The most a percent coupon takes off, in rupees"),
  minOrderValue: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().nullable().describe("How many times one customer may use it; null for no limit"),
}) satisfies z.ZodType<Coupon>;

/** Public content under /v1/auth/customer: content pages, live offers and contact requests (spec §7). */
export function contentRoutes(app: Api, { db }: Deps) {
  app.post(
    "/getCms",
    {
      schema: {
        tags: ["content"],
        summary: "A content page: tc (terms), pp (privacy), rrd (pricing, delivery, return and refund), sp (shipping)",
        body: z.object({ key: z.string({ required_error: "key is required", invalid_type_error: "key is required" }).min(1, "key is required").max(20, "Page not found") }),
        response: {
          200: envelope(
            z.object({
              key: z.string(),
              title: z.string(),
              summary: z.string(),
              sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()), points: z.array(z.string()).optional() })),
              updatedAt: z.string(),
            }),
          ),
          ...failureResponses,
          404: failureSchema.describe("No page with that key"),
        },
      },
    },
    async (request) => ok(await getCmsPage(db, request.body.key)),
  );

  app.get(
    "/showCoupon",
    {
      schema: {
        tags: ["content"],
        summary: "The offers anyone can use now: public, switched on, inside their dates, with uses left",
        response: { 200: envelope(z.object({ list: z.array(coupon), count: z.number() })), ...failureResponses },
      },
    },
    async () => {
      const list = await liveCoupons(db);
      return ok({ list, count: list.length });
    },
  );

  app.post(
    "/visitorCall",
    {
      schema: {
        tags: ["content"],
        summary: "A visitor asks to be called back (the contact form)",
        body: contactSchema,
        response: { 200: envelope(z.object({ id: z.string() })), ...failureResponses },
      },
    },
    async (request) => ok(await recordVisitorCall(db, { ...request.body, ipAddress: request.ip }), "Thank you! We will call you back within one working day."),
  );
}
