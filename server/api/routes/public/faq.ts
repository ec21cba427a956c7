import { z } from "zod";
import { faqCategoryIdField, faqCategorySchema, faqSchema, faqSearchSchema } from "@domain/help/help";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { faqByCategory, listFaq, listFaqCategories } from "../../services/help";
import type { Scope } from "../../http/route";

/** The FAQ under /v1/auth/customer (spec §7 Feedback and FAQ): public, like the content pages. */
export function faqRoutes({ app }: Scope<"public">, { db }: RouteDeps) {
  const common = { tags: ["help"] };

  app.get(
    "/allFaqCategory",
    {
      schema: { ...common, summary: "The FAQ's categories in order, with how many questions each has", response: { 200: envelope(z.object({ list: z.array(faqCategorySchema), count: z.number().int() })), ...failureResponses } },
    },
    async () => {
      const list = await listFaqCategories(db);
      return ok({ list, count: list.length });
    },
  );

  app.get(
    "/getFaqByCategory",
    {
      schema: {
        ...common,
        summary: "One category's questions and answers (?id=category id)",
        querystring: z.object({ id: faqCategoryIdField }),
        response: { 200: envelope(z.object({ category: faqCategorySchema, list: z.array(faqSchema), count: z.number().int() })), ...failureResponses, 404: failureSchema.describe("No such category") },
      },
    },
    async (request) => {
      const { category, list } = await faqByCategory(db, request.query.id);
      return ok({ category, list, count: list.length });
    },
  );

  app.get(
    "/allFaq",
    {
      schema: {
        ...common,
        summary: "Every question, by category; ?q= keeps those whose question or answer holds every word of q",
        querystring: faqSearchSchema,
        response: { 200: envelope(z.object({ list: z.array(faqSchema), count: z.number().int() })), ...failureResponses },
      },
    },
    async (request) => {
      const list = await listFaq(db, request.query.q);
      return ok({ list, count: list.length });
    },
  );
}
