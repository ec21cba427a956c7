import { z } from "zod";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { operatorSecurity } from "../../http/operator";
import type { Api, RouteDeps } from "../../http/types";
import { createPaymentLink } from "../../services/payments/links";
import type { Scope } from "../../http/route";

/** POST /v1/api/admin/createPaymentLink: an operator makes a link for an unpaid order, to send by SMS. */
export function paymentLinkRoutes({ app }: Scope<"operator">, { db, env }: RouteDeps) {
  app.post(
    "/createPaymentLink",
    {
      schema: {
        tags: ["operators"],
        security: operatorSecurity,
        summary: "A payment link for an unpaid order; the path goes after the storefront's address",
        body: z.object({ orderId: z.string({ required_error: "orderId is required" }).trim().regex(/^NHC\d{7,}$/, "orderId is an order number like NHC0000001") }),
        response: {
          200: envelope(z.object({ orderNumber: z.string(), token: z.string(), path: z.string(), expiresAt: z.string() })),
          ...failureResponses,
          401: failureSchema.describe("Not the operator token"),
          404: failureSchema.describe("No such order"),
          409: failureSchema.describe("Already paid, or cancelled"),
        },
      },
    },
    async (request) => ok(await createPaymentLink(db, env, request.body.orderId), "Payment link created"),
  );
}
