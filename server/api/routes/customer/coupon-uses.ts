import { z } from "zod";
import { couponCodeField } from "@domain/cart/schemas";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { couponUses } from "../../services/coupons";
import type { Scope } from "../../http/route";

/**
 * api/admin/getCouponUsed, one of the two admin paths the storefront calls (DESIGN §3): it takes a
 * customer token and answers that customer's own coupon uses only.
 */
export function couponUsedRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  app.post(
    "/getCouponUsed",
    {
      schema: {
        tags: ["coupons"],
        security: signedInSecurity,
        summary: "The signed-in customer's coupon uses, newest first; with couponCode, of that code only",
        body: z.object({ couponCode: couponCodeField.optional() }).optional(),
        response: {
          200: envelope(
            z.object({
              list: z.array(z.object({ couponCode: z.string(), orderId: z.string(), orderNumber: z.string(), discount: z.number(), counted: z.boolean().describe("False when the order was cancelled"), usedAt: z.string() })),
              count: z.number(),
            }),
          ),
          ...failureResponses,
          ...signedInFailures,
        },
      },
    },
    async (request) => {
      const list = await couponUses(db, signedIn(request).customerId, request.body?.couponCode);
      return ok({ list, count: list.length });
    },
  );
}
