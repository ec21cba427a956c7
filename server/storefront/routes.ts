import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

/**
 * Names a request by the id of the storefront route that answers it (`routes/help/faq`), for its trace
 * span and its figures: the route Remix answered with, as entry.server.tsx tells it (a page it rendered,
 * the data asked for with `?_data=`); otherwise (a loader's redirect, which Remix sends without a
 * render) the route the path matches, matched as Remix matches. Matching costs about as much as Remix's
 * own (some hundreds of microseconds), so it is done only then. Only the build's route ids come out, so
 * no request can make up a name of its own; a path no route matches has none.
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
  return (path: string, answered: string | undefined): string | undefined =>
    answered !== undefined && Object.hasOwn(routes, answered) ? answered : matchRoutes(tree, path)?.at(-1)?.route.id;
}
