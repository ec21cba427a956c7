import { z } from "zod";
import { envelope, failureResponses, ok } from "../../http/envelope";
import type { Api, RouteDeps } from "../../http/types";
import { listActiveAreas } from "../../services/areas";
import type { Scope } from "../../http/route";

/** GET /v1/api/admin/getActiveAreaList: public, since the areas we serve are public facts (DESIGN §3). */
export function activeAreaRoutes({ app }: Scope<"public">, { db }: RouteDeps) {
  app.get(
    "/getActiveAreaList",
    {
      schema: {
        tags: ["location"],
        summary: "Every active serviceable area",
        response: {
          200: envelope(z.object({ list: z.array(z.object({ code: z.string(), city: z.string(), areaName: z.string(), state: z.string(), active: z.literal(true) })), count: z.number() })),
          ...failureResponses,
        },
      },
    },
    async () => {
      const list = (await listActiveAreas(db)).map(({ code, city, areaName, state }) => ({ code, city, areaName, state, active: true as const }));
      return ok({ list, count: list.length });
    },
  );
}
