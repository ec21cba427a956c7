import { z } from "zod";
import { MAX_GUEST_LINES } from "@domain/cart/cart";
import { cartItemSchema } from "@domain/cart/schemas";
import { cartData } from "@domain/cart/schemas";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import type { Api, RouteDeps } from "../../http/types";
import { priceLines } from "../../services/cart";
import { cartResponse } from "../customer/cart";
import type { Scope } from "../../http/route";

/**
 * A guest's cart, priced under /v1/auth/customer (spec §3 Guest cart): the storefront keeps a guest's
 * product ids and quantities and asks here for the lines, totals and problems, with the same rules and
 * messages as a customer's cart.
 */
export function guestCartRoutes({ app }: Scope<"public">, { db }: RouteDeps) {
  app.post(
    "/priceCart",
    {
      preHandler: requireLocation(db),
      schema: {
        tags: ["cart"],
        summary: "Prices a guest's cart: each product's line with what stops it being bought now, and the totals in data.extra",
        body: z.object({
          products: z
            .array(cartItemSchema, { required_error: "products is required", invalid_type_error: "products must be a list" })
            .max(MAX_GUEST_LINES, `products may have at most ${MAX_GUEST_LINES} lines`),
        }),
        response: { 200: envelope(cartData), ...failureResponses, 422: failureSchema.describe("The pincode header is missing or not a place we deliver to") },
      },
    },
    async (request) => ok(cartResponse(await priceLines(db, request.body.products))),
  );
}
