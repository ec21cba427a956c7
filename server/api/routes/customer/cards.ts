import * as account from "@domain/account/endpoints";
import { signedIn } from "../../http/auth";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { addCard, deleteCard, editCard, getCard, listCards } from "../../services/account/cards";

/** Saved cards (docs/product.md#account): the number and CVV are checked, never kept. */
export function cardRoutes(scope: Scope<"customer">, { db }: RouteDeps) {
  route(scope, account.getCardList, async (request) => {
    const list = await listCards(db, signedIn(request).customerId);
    return ok({ list, count: list.length });
  });

  route(scope, account.getCard, async (request) => ok(await getCard(db, signedIn(request).customerId, request.query.id)));

  route(scope, account.addCard, async (request) => ok(await addCard(db, signedIn(request).customerId, request.body), "Card saved successfully"));

  route(scope, account.editCard, async (request) => {
    const { id, ...change } = request.body;
    return ok(await editCard(db, signedIn(request).customerId, id, change), "Card updated successfully");
  });

  route(scope, account.deleteCard, async (request) => {
    await deleteCard(db, signedIn(request).customerId, request.query.id);
    return ok({}, "Card deleted successfully");
  });
}
