import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

/**
 * Names a request by the id of the storefront route that answers it (`routes/help/faq`), matched as
 * Remix matches, for its trace span and its figures: a page, whether it renders or redirects; its data
 * asked for with `?_data=`, by the route asked for. Only the build's route ids come out, so no request
 * can make up a name of its own; a path no route matches has none.
 */
export function routeNamer(routes: ServerBuild["routes"]) {
  const children = (parentId?: string): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: children(route.id) },
      );
  const tree = children();
  return (path: string, data: unknown): string | undefined =>
    typeof data === "string" && Object.hasOwn(routes, data) ? data : matchRoutes(tree, path)?.at(-1)?.route.id;
}
