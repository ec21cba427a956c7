import * as help from "@domain/help/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { recordVisitorCall } from "../../services/catalogue/content";

/** Contact requests, the contact form's call-backs (docs/product.md#content-pages). */
export function contactRoutes(scope: Scope<"public">, { db }: RouteDeps) {
  route(scope, help.visitorCall, async (request) =>
    ok(await recordVisitorCall(db, { ...request.body, ipAddress: request.ip }), "Thank you! We will call you back within one working day."),
  );
}
