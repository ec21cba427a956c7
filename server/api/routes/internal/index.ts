import { accessLevel } from "../../http/route";
import { requireStorefront } from "../../http/storefront";
import { internalChangeRoutes } from "./changes";
import { internalSessionRoutes } from "./sessions";

/** The storefront's own calls, behind its secret: its session store and the changes to what it keeps. */
export const internalRoutes = accessLevel({
  access: "internal",
  admit: async (app, { env }) => {
    app.addHook("onRequest", requireStorefront(env));
  },
  modules: [internalSessionRoutes, internalChangeRoutes],
});
