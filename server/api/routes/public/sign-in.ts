import * as account from "@domain/account/endpoints";
import { ok } from "../../http/envelope";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { login, register } from "../../services/account/sign-in";

/** Public sign-in calls (docs/product.md#sign-in, steps 6 and 7): the proof of verifyOtp is spent for a token. */
export function signInRoutes(scope: Scope<"public">, { db, env }: RouteDeps) {
  route(scope, account.login, async (request) =>
    ok(await login(db, env, { ...request.body, ipAddress: request.body.ipAddress ?? request.ip }), "Logged in successfully"),
  );

  route(scope, account.register, async (request) =>
    ok(await register(db, env, { ...request.body, ipAddress: request.body.ipAddress ?? request.ip, language: request.language }), "Registered successfully"),
  );
}
