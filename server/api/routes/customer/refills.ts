import * as refills from "@domain/refills/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { requireLocation } from "../../http/location";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { addRefill } from "../../services/cart/cart";
import { listRefills, snoozeReminder, stopReminders } from "../../services/refills/refill-reminders";
import { cartResponse } from "./cart";

/** The customer's refills (docs/product.md#my-refills) and a reminder's link into the cart (#refill-reminders). */
export function refillRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  const list = async (customerId: string, language: Parameters<typeof listRefills>[2]) => {
    const items = await listRefills(db, customerId, language);
    return { list: items, count: items.length };
  };

  route(scope, refills.getRefillList, async (request) => ok(await list(signedIn(request).customerId, request.language)));

  route(scope, refills.snoozeRefillReminder, async (request) => {
    const { customerId } = signedIn(request);
    await snoozeReminder(db, customerId, request.body.reminderId);
    return ok(await list(customerId, request.language), "We will remind you a week later");
  });

  route(scope, refills.stopRefillReminders, async (request) => {
    const { customerId } = signedIn(request);
    await stopReminders(db, customerId, request.body.reminderId);
    return ok(await list(customerId, request.language), "Reminders stopped for this product");
  });

  route(
    scope,
    refills.addRefillToCart,
    async (request) => {
      const cart = await addRefill(db, signedIn(request).customerId, request.body.productId, request.language);
      return ok(cartResponse(cart, request.language), "Your cart has been updated");
    },
    { preHandler: requireLocation(db) },
  );
}
