import { z } from "zod";
import { cardEditSchema, cardSchema } from "@domain/account/schemas";
import { signedIn, signedInFailures, signedInSecurity } from "../../http/auth";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { addCard, deleteCard, editCard, getCard, listCards } from "../../services/cards";
import type { Scope } from "../../http/route";

const card = z.object({ id: z.string(), name: z.string(), last4: z.string(), network: z.string(), expiry: z.string(), maskedNumber: z.string() });
const cardId = z
  .union([z.string(), z.number()], { required_error: "Please choose a card", invalid_type_error: "Please choose a card" })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, "Please choose a card"));
const notFound = { 404: failureSchema.describe("No such card among the signed-in customer's") };

/** Saved cards under /v1/api/customer (spec §7 Cards): the number and CVV are checked, never kept. */
export function cardRoutes({ app }: Scope<"customer">, { db }: RouteDeps) {
  const common = { tags: ["cards"], security: signedInSecurity };

  app.get(
    "/getCardList",
    { schema: { ...common, summary: "The customer's saved cards, newest first", response: { 200: envelope(z.object({ list: z.array(card), count: z.number() })), ...failureResponses, ...signedInFailures } } },
    async (request) => {
      const list = await listCards(db, signedIn(request).customerId);
      return ok({ list, count: list.length });
    },
  );

  app.get(
    "/getCard",
    { schema: { ...common, summary: "One saved card (?id=), for the edit form", querystring: z.object({ id: cardId }), response: { 200: envelope(card), ...failureResponses, ...signedInFailures, ...notFound } } },
    async (request) => ok(await getCard(db, signedIn(request).customerId, request.query.id)),
  );

  app.post(
    "/addCard",
    {
      schema: {
        ...common,
        summary: "Saves a card: name, last four digits, network and expiry are kept",
        body: cardSchema,
        response: { 200: envelope(card), ...failureResponses, ...signedInFailures, 409: failureSchema.describe("Too many cards") },
      },
    },
    async (request) => ok(await addCard(db, signedIn(request).customerId, request.body), "Card saved successfully"),
  );

  app.put(
    "/editCard",
    { schema: { ...common, summary: "Changes a saved card's holder name and expiry", body: cardEditSchema.extend({ id: cardId }), response: { 200: envelope(card), ...failureResponses, ...signedInFailures, ...notFound } } },
    async (request) => {
      const { id, ...change } = request.body;
      return ok(await editCard(db, signedIn(request).customerId, id, change), "Card updated successfully");
    },
  );

  app.delete(
    "/deleteCard",
    { schema: { ...common, summary: "Deletes a saved card (?id=)", querystring: z.object({ id: cardId }), response: { 200: envelope(z.object({})), ...failureResponses, ...signedInFailures, ...notFound } } },
    async (request) => {
      await deleteCard(db, signedIn(request).customerId, request.query.id);
      return ok({}, "Card deleted successfully");
    },
  );
}
