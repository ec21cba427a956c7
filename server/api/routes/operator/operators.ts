import * as operators from "@domain/operators/endpoints";
import { translatorFor } from "@domain/i18n/catalog";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { listAudit } from "../../services/operators/audit";
import { addOperator, listOperators, revokeOperatorToken, updateOperator } from "../../services/operators/operators";

/** Who is signed in, signing out, the owner's operators and the audit (docs/decisions/030). */
export function operatorAccountRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, operators.whoAmI, async (request) => {
    const { operatorId, name, phoneNumber, role } = signedInOperator(request);
    return ok({ id: operatorId, name, phoneNumber, role });
  });

  route(scope, operators.operatorLogout, async (request) => {
    const { tokenHash } = signedInOperator(request);
    if (tokenHash) await revokeOperatorToken(db, tokenHash);
    return ok({}, "Signed out");
  });

  route(scope, operators.listOperators, async () => {
    const list = await listOperators(db);
    return ok({ list, count: list.length });
  });

  route(scope, operators.addOperator, async (request) => {
    const operator = await addOperator(db, signedInOperator(request), request.body);
    return ok(operator, translatorFor(request.language).text("Operator {name} added", { name: operator.name }));
  });

  route(scope, operators.updateOperator, async (request) => {
    const operator = await updateOperator(db, signedInOperator(request), request.body);
    return ok(operator, translatorFor(request.language).text("Operator {name} updated", { name: operator.name }));
  });

  route(scope, operators.listAudit, async (request) => ok(await listAudit(db, request.query)));
}
