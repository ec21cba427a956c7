import { z } from "zod";
import { signedIn, signedInFailures, signedInSecurity } from "../../../http/auth";
import { DomainError } from "../../../services/errors";
import { envelope, failureResponses, failureSchema, ok } from "../../../http/envelope";
import { PAYMENT_TYPES, ORDER_STATUSES } from "@domain/orders";
import type { Api, Deps } from "../../../http/types";
import type { PaymentGateway } from "../../../services/payments/gateway";
import { getOrderDetails, placeOrder } from "../../../services/orders";
import { findOrderForPayment, startPayment } from "../../../services/payments/payments";
import { checkoutSchema } from "../../auth/customer/payments";

const orderNumber = z
  .string({ required_error: "Please choose an order", invalid_type_error: "Please choose an order" })
  .trim()
  .regex(/^NHC\d{7,}$/, "Please choose an order");

const rupees = z.number();
const orderDetails = z.object({
  id: z.string().describe("The order number"),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  paid: z.boolean(),
  placedAt: z.string(),
  deliveryAddress: z.object({ firstName: z.string(), lastName: z.string(), pincode: z.string(), apartment: z.string(), city: z.string(), street: z.string(), streetAddress2: z.string(), phoneNumber: z.string() }),
  lines: z.array(z.object({ productId: z.string(), productName: z.string(), category: z.string(), size: z.string(), image: z.string(), quantity: z.number(), unitPrice: rupees, unitMrp: rupees, lineTotal: rupees })),
  mrpTotal: rupees,
  subTotal: rupees,
  couponCode: z.string().nullable(),
  discount: rupees,
  referralDiscount: rupees,
  orderTotal: rupees,
});

/** The signed-in customer's orders under /v1/api/customer (spec §7 Orders). */
export function orderRoutes(app: Api, { db }: Deps, gateway: PaymentGateway) {
  const common = { tags: ["orders"], security: signedInSecurity };

  app.post(
    "/placeOrder",
    {
      schema: {
        ...common,
        summary: "Places the order from the cart at the server's prices; the same idempotency key always answers the same order",
        body: z.object({
          addressId: z.union([z.string(), z.number()], { required_error: "Please choose a delivery address", invalid_type_error: "Please choose a delivery address" }).transform(String).pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose a delivery address")),
          paymentType: z.enum(PAYMENT_TYPES, { errorMap: () => ({ message: "Please choose a payment method" }) }),
          idempotencyKey: z.string({ required_error: "idempotencyKey is required" }).regex(/^[A-Za-z0-9_-]{16,100}$/, "idempotencyKey is 16 to 100 letters, digits, - or _"),
        }),
        response: {
          200: envelope(z.object({ orderId: z.string(), created: z.boolean().describe("False when this key had already placed the order"), checkout: checkoutSchema.nullable() })),
          ...failureResponses,
          ...signedInFailures,
          404: failureSchema.describe("Not one of the customer's addresses"),
          409: failureSchema.describe("Empty cart, a product no longer available or short of stock, an address we do not deliver to, a promo code used up"),
        },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      const placed = await placeOrder(db, customerId, request.body);
      const order = await findOrderForPayment(db, { orderNumber: placed.orderNumber, customerId });
      // Online orders go straight on to the hosted checkout (unless already paid by an earlier try).
      const checkout = request.body.paymentType === "online" && order && !order.paid_at ? await startPayment(db, gateway, order) : null;
      return ok({ orderId: placed.orderNumber, created: placed.created, checkout }, placed.created ? "Order placed successfully" : "This order was already placed");
    },
  );

  app.get(
    "/getOrderDetails",
    {
      schema: {
        ...common,
        summary: "One of the customer's orders (?id=order number)",
        querystring: z.object({ id: orderNumber }),
        response: { 200: envelope(orderDetails), ...failureResponses, ...signedInFailures, 404: failureSchema.describe("No such order among the customer's") },
      },
    },
    async (request) => ok(await getOrderDetails(db, signedIn(request).customerId, request.query.id)),
  );

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
      if (!order) throw new DomainError("not_found", "order_not_found", "Order not found.");
      return ok(await startPayment(db, gateway, order));
    },
  );
}
