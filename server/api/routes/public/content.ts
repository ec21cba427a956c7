import { z } from "zod";
import { envelope, failureResponses, failureSchema, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { getCmsPage } from "../../services/content";
import type { Scope } from "../../http/route";


/** Public content pages under /v1/auth/customer (spec §7 Catalogue: getCms). */
export function contentRoutes({ app }: Scope<"public">, { db }: RouteDeps) {
  app.post(
    "/getCms",
    {
      schema: {
        tags: ["content"],
        summary: "A content page: tc (terms), pp (privacy), rrd (pricing, delivery, return and refund), sp (shipping)",
        body: z.object({ key: z.string({ required_error: "key is required", invalid_type_error: "key is required" }).min(1, "key is required").max(20, "Page not found") }),
        response: {
          200: envelope(
            z.object({
              key: z.string(),
              title: z.string(),
              summary: z.string(),
              sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()), points: z.array(z.string()).optional() })),
              updatedAt: z.string(),
            }),
          ),
          ...failureResponses,
          404: failureSchema.describe("No page with that key"),
        },
      },
    },
    async (request) => ok(await getCmsPage(db, request.body.key)),
  );
}
