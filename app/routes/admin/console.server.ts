import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { submitFormAs } from "~/server/form.server";
import { json, redirect } from "@remix-run/node";
import { ApiFailure, createClient, type Api } from "~/server/api/client.server";
import { noStore } from "~/server/guards.server";
import { languageOf, translatorOf } from "~/server/i18n.server";
import { commitConsole, consoleSession, type ConsoleSession } from "~/server/session.server";
import { redirectWithError } from "~/server/toast.server";
import { translatorFor } from "@domain/i18n/catalog";
import { SIGN_IN_PATH } from "~/lib/console/paths";
import { mayOpen, offeredForms, type ConsolePageName } from "./access.server";

/** Every console page but the sign-in steps: a signed-out visitor goes to sign in. */
export async function requireOperator(request: Request) {
  const session = await consoleSession(request);
  const operator = session.get("operator");
  if (!operator) throw redirect(SIGN_IN_PATH, { headers: noStore });
  return { session, operator };
}

/**
 * A console page's loader: the signed-in operator, refused the page (403, said in the page) when their
 * role may not open it, and told which of its forms their role is offered.
 */
export async function openConsolePage<Page extends ConsolePageName>(request: Request, page: Page) {
  const { operator } = await requireOperator(request);
  if (!mayOpen(operator.role, page)) {
    throw json({ message: (await translatorOf(request))("Your role does not allow this.") }, { status: 403, headers: noStore });
  }
  return { operator, forms: offeredForms(operator.role, page) };
}

/**
 * The API client of the console: the signed-in operator's token, their language. A token the API no
 * longer takes (expired after 8 hours, signed out elsewhere, the operator deactivated) signs them out
 * of the console.
 */
export async function operatorApi({ request, context }: { request: Request; context: AppLoadContext }): Promise<Api<ConsoleSession>> {
  const session = await consoleSession(request);
  const language = await languageOf(request);
  return createClient(request, context, {
    session,
    language: () => language,
    headers: (): Record<string, string> => {
      const operator = session.get("operator");
      return operator ? { authorization: `Bearer ${operator.token}` } : {};
    },
    async signedOut(message) {
      session.unset("operator");
      throw await redirectWithError(SIGN_IN_PATH, message ?? translatorFor(language)("Please sign in again."), {
        headers: await commitConsole(session),
      });
    },
  });
}

/** A console form's action (app/server/form.server.ts), sent with the operator's token; a role that may not is told over the form. */
export function submitConsoleForm<Schema extends ZodTypeAny>(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  action: Parameters<typeof submitFormAs<Schema, ConsoleSession>>[1],
) {
  return submitFormAs(args, action, { open: () => operatorApi(args), save: (session) => commitConsole(session) });
}

/**
 * A console page's read: a role that may not (403) gets a page that says so rather than the crash
 * screen; any other refusal is what it is.
 */
export async function consoleRead<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 403 || error.status === 404)) {
      throw json({ message: error.message }, { status: error.status, headers: noStore });
    }
    throw error;
  }
}
