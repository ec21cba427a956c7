import * as payments from "@domain/payments/endpoints";
import { prepaidOfferOn } from "@domain/cod/prepaid";
import { translatorFor } from "@domain/i18n/catalog";
import { paiseToRupees, rupeesToPaise } from "@domain/shared/money";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { codSettings } from "../../services/cod/risk-facts";
import { orderForPaymentLink } from "../../services/payments/links";
import { recordPaid, recordReportedFailure, startPayment } from "../../services/payments/payments";
import { DomainError } from "../../services/errors";

/**
 * The public payment calls (docs/product.md#checkout-and-payments, #payment-links). The provider's
 * callback reaches the storefront as a cross-site post without the shopper's session, so verifying
 * it needs no token: the provider's signature is the proof. A failure carries no signature (Razorpay
 * signs only successes), so it is only a hint: the attempt is marked failed once the gateway itself
 * reports the failed payment, and the answer names no order, since whoever posts it need not be the
 * customer. Payment links carry their own token. The prepaid offer is the owner's public setting.
 */
export function publicPaymentRoutes(scope: Scope<"public">, { db, gateway }: RouteDeps) {
  route(scope, payments.verifyPayment, async (request) => {
    const body = request.body;
    if ("error" in body) {
      const providerOrderId = body.error.metadata?.order_id;
      if (providerOrderId) {
        await recordReportedFailure(db, gateway, providerOrderId, body.error.metadata?.payment_id).catch((err) => {
          // The shopper's answer is the same either way; the webhook or a later check catches up.
          request.log.warn({ err, providerOrderId }, "could not confirm a reported payment failure with the gateway");
        });
      }
      return ok({ paid: false, orderNumber: null }, "Payment Failed !");
    }
    if (!gateway.paymentSignatureValid(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
      throw new DomainError("invalid", "bad_signature", "We could not verify this payment. If money was taken, it will be refunded.");
    }
    const { orderNumber, outcome } = await recordPaid(db, body.razorpay_order_id, body.razorpay_payment_id);
    if (outcome === "refunded") {
      throw new DomainError("conflict", "payment_refunded", "Order {orderNumber} did not need this payment, so we are refunding all of it.", undefined, {
        orderNumber,
      });
    }
    return ok(
      { paid: true, orderNumber },
      translatorFor(request.language).text("Your payment for order {orderNumber} has been recived successfully!", { orderNumber }),
    );
  });

  route(scope, payments.validPaymentToken, async (request) => {
    const order = await orderForPaymentLink(db, request.query.orderId, request.query.token);
    if (order.paid_at) return ok({ paid: true as const, orderNumber: order.order_number }, "Payment is already done !");
    return ok(await startPayment(db, gateway, order, request.language));
  });

  route(scope, payments.getPrepaidOffer, async (request) => {
    const amountPaise = rupeesToPaise(request.query.amount);
    const offerPaise = prepaidOfferOn(amountPaise, await codSettings(db));
    return ok({ offer: paiseToRupees(offerPaise), payOnline: paiseToRupees(amountPaise - offerPaise) });
  });
}
