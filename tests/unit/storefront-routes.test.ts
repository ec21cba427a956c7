import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { routeNamer } from "../../server/storefront/routes";

/**
 * The storefront's host names each request by the route that answers it (server/storefront/routes.ts):
 * the one Remix answered with, or, for a redirect sent without a render, the one its path matches, as
 * Remix matches routes. Its trace span and its figures carry that name, and only a route's id.
 */
const route = (id: string, parentId: string | undefined, path: string | undefined, index = false) => ({ id, parentId, path, index, module: {} });
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("routes/browse/home", "root", undefined, true),
    route("routes/browse/product", "root", "product_detail/:catId/:id"),
    route("routes/account/dashboard", "root", "account_dashboard"),
    route("routes/account/dashboard/profile", "routes/account/dashboard", "profile"),
    route("routes/browse/our-story", "root", "*"),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild["routes"];
const nameOf = routeNamer(routes);

describe("the name of a storefront request", () => {
  it("without a route from Remix, is the id of the deepest route that answers its path, as Remix matches", () => {
    expect(nameOf("/", undefined)).toBe("routes/browse/home");
    expect(nameOf("/product_detail/home/Lemon-Dishwash-Gel-500-ml", undefined)).toBe("routes/browse/product");
    expect(nameOf("/account_dashboard/profile", undefined)).toBe("routes/account/dashboard/profile");
    expect(nameOf("/account_dashboard", undefined)).toBe("routes/account/dashboard");
    expect(nameOf("/no/such/page", undefined)).toBe("routes/browse/our-story");
  });

  it("is the route Remix answered with (a page's data asked for by route), and only a route's id", () => {
    expect(nameOf("/account_dashboard/profile", "routes/account/dashboard")).toBe("routes/account/dashboard");
    expect(nameOf("/", "made-up-by-a-request")).toBe("routes/browse/home");
    expect(nameOf("/", "__proto__")).toBe("routes/browse/home");
  });
});
