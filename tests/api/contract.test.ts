import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Endpoint } from "@domain/contract";
import { startApi, type Harness } from "./harness";

/** Every declaration of every feature's endpoints.ts under domain/. */
async function declaredOperations(): Promise<Endpoint[]> {
  const features = readdirSync("domain", { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && readdirSync(`domain/${entry.name}`).includes("endpoints.ts"),
  );
  const modules = await Promise.all(features.map((feature) => import(`../../domain/${feature.name}/endpoints.ts`) as Promise<Record<string, Endpoint>>));
  return modules.flatMap((module) => Object.values(module));
}

/** The API's own routes that are not operations of the contract: health checks, the document itself, the provider's webhooks and the local gateway's pages. */
const OUTSIDE_THE_CONTRACT = /^\/v1\/(health|docs\/|webhooks\/|test-gateway\/)/;

let api: Harness;
let operations: Endpoint[];
beforeAll(async () => {
  api = await startApi();
  operations = await declaredOperations();
});
afterAll(() => api.close());

describe("the contract between storefront and API", () => {
  it("declares each path and method once", () => {
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is what the API serves: every declared operation is a route, and every route of the API's clients is declared", async () => {
    const document = JSON.parse((await api.app.inject({ url: "/v1/docs/openapi.json" })).body) as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths)
      .filter(([path]) => !OUTSIDE_THE_CONTRACT.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = operations.map((op) => `${op.method} /v1/${op.path}`);
    expect(served.sort()).toEqual(declared.sort());
  });

  it("admits each operation by its declared access, whatever its path's prefix says", async () => {
    // A public operation under api/admin answers without any token; a customer's under api/admin asks for one.
    const areas = operations.find((op) => op.path === "api/admin/getActiveAreaList");
    const couponUses = operations.find((op) => op.path === "api/admin/getCouponUsed");
    expect(areas?.access).toBe("public");
    expect(couponUses?.access).toBe("customer");
    expect((await api.app.inject({ method: "GET", url: "/v1/api/admin/getActiveAreaList" })).statusCode).toBe(200);
    const refused = await api.app.inject({ method: "POST", url: "/v1/api/admin/getCouponUsed", payload: {} });
    expect(refused.statusCode).toBe(401);
    const operatorOnly = operations.find((op) => op.access === "operator");
    expect(operatorOnly).toBeDefined();
    const withCustomerLikeToken = await api.app.inject({
      method: operatorOnly!.method,
      url: `/v1/${operatorOnly!.path}`,
      headers: { authorization: `Bearer ${"x".repeat(40)}` },
    });
    expect(withCustomerLikeToken.statusCode).toBe(401);
  });
});
