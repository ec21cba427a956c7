import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { consoleLinks } from "./access.server";
import { requireOperator } from "./console.server";
import { SIGN_IN_PATH } from "~/lib/console/paths";

/** /admin: the first page the operator's role uses (orders for most, help tickets for support before that). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { operator } = await requireOperator(request);
  const [first] = consoleLinks(operator.role);
  throw redirect(first?.to ?? SIGN_IN_PATH);
}
