import * as help from "@domain/help/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { faqByCategory, listFaq, listFaqCategories } from "../../services/help/help";

/** The FAQ (docs/product.md#help): public, like the content pages, in the request's language. */
export function faqRoutes(scope: Scope<"public">, { db }: RouteDeps) {
  route(scope, help.allFaqCategory, async (request) => {
    const list = await listFaqCategories(db, request.language);
    return ok({ list, count: list.length });
  });

  route(scope, help.getFaqByCategory, async (request) => {
    const { category, list } = await faqByCategory(db, request.query.id, request.language);
    return ok({ category, list, count: list.length });
  });

  route(scope, help.allFaq, async (request) => {
    const list = await listFaq(db, request.query.q, request.language);
    return ok({ list, count: list.length });
  });
}
