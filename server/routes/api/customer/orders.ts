import { z } from "zod";
import { signedIn, signedInFailures, signedInSecurity } from "../../../http/auth";
import { ApiError, envelope, failureResponses, failureSchema, ok } from "../../../http/envelope";
import type { Api, Deps } from "../../../http/types";
import type { PaymentGateway } from "../../../services/payments/gateway";
import { findOrderForPayment, startPayment } from "../../../services/payments/payments";
import { checkoutSchema } from "../../auth/customer/payments";

export const orderNumber = z
  .string({ required_error: "Please choose an order", invalid_type_error: "Please choose an order" })
  .trim()
  .regex(/^NHC\d{7,}$/, "Please choose an order");

/** The signed-in customer's orders under /v1/api/customer (spec §7 Orders). */
export function orderRoutes(app: Api, { db }: Deps, gateway: PaymentGateway) {
  const common = { tags: ["orders"], security: signedInSecurity };

  app.post(
    "/payOnline",
    {
      schema: {
        ...common,
        summary: "Starts a new online payment attempt for one of the customer's unpaid orders",
        body: z.object({ orderId: orderNumber }),
        response: {
          200: envelope(checkoutSchema),
          ...failureResponses,
          ...signedInFailures,
          404: failureSchema.describe("No such order among the customer's"),
          409: failureSchema.describe("Already paid, or cancelled"),
        },
      },
    },
    async (request) => {
      const order = await findOrderForPayment(db, { orderNumber: request.body.orderId, customerId: signedIn(request).customerId });
      if (!order) throw new ApiError(404, "order_not_found", "Order not found.");
      return ok(await startPayment(db, gateway, order));
    },
  );
}
