import * as delivery from "@domain/delivery/endpoints";
import type { DeliveryPromise } from "@domain/delivery/schemas";
import type { SentMessages } from "@domain/i18n/translate";
import { everyPromiseLine, promisedDeliveryLines } from "~/utils/delivery";
import { ApiFailure, isUnavailable, type Api } from "./api/client.server";
import { messagesUsedBy } from "./i18n.server";

/**
 * The delivery promise for an order of this weight (grams) and amount (rupees) to a pincode, the
 * shopper's location unless another is given (docs/decisions/024). Kept like a catalogue answer: the
 * same for every shopper there until the clock or an operator changes it. The page goes on without it
 * when the API refuses or is away: a date is worth showing, not worth a broken page.
 */
export async function deliveryPromise(
  api: Api,
  order: { weight: number; amount: number; pincode?: string },
): Promise<{ promise: DeliveryPromise; now: number } | null> {
  const pincode = order.pincode ?? api.session.get("location")?.pincode;
  if (!pincode) return null;
  try {
    const { data } = await api.call(delivery.getDeliveryPromise, { query: { pincode, weight: Math.max(1, order.weight), amount: order.amount }, cache: true });
    // The moment the page counts "Order within" from, so the browser draws what the server drew.
    return { promise: data, now: Date.now() };
  } catch (error) {
    if (error instanceof ApiFailure || isUnavailable(error)) return null;
    throw error;
  }
}

/**
 * The messages a page's promise shows, sent with it instead of the whole delivery file: in Hindi that is
 * a weekday and the lines this promise can say, a few hundred bytes rather than over a kilobyte a page.
 */
export function promiseMessages(request: Request, delivery: { promise: DeliveryPromise } | null): Promise<SentMessages> {
  return messagesUsedBy(request, "delivery", (t) => delivery && everyPromiseLine(t, delivery.promise));
}

/** The messages an order's promised days show (components/DeliveryPromise.tsx's PromisedDelivery). */
export function promisedDeliveryMessages(request: Request, order: Parameters<typeof promisedDeliveryLines>[1]): Promise<SentMessages> {
  return messagesUsedBy(request, "delivery", (t) => promisedDeliveryLines(t, order));
}

/** An order's weight for the courier: its available lines' products, each as many times as ordered. */
export const orderWeight = (lines: readonly { available?: boolean; quantity: number; product: { weight: number } }[]) =>
  lines.reduce((grams, line) => (line.available === false ? grams : grams + line.product.weight * line.quantity), 0);
