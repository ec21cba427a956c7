import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { submitFormAs } from "~/server/form.server";
import { createCookie, createSession, json, redirect, type Session } from "@remix-run/node";
import type { OperatorRole } from "@domain/operators/roles";
import { OPERATOR_SESSION_HOURS } from "@domain/operators/roles";
import { ApiFailure, createClient, type Api } from "~/server/api.server";
import { env } from "~/server/env.server";
import { noStore } from "~/server/guards.server";
import { languageOf, translatorOf } from "~/server/i18n.server";
import { apiSessionStorage } from "~/server/session-store.server";
import { redirectWithError } from "~/server/toast.server";
import { translatorFor } from "@domain/i18n/catalog";
import { mayOpen, offeredForms, type ConsolePageName } from "./access.server";
import { CONSOLE_PATH, SIGN_IN_PATH } from "./paths";

/**
 * The operator console's session (docs/decisions/031): its own cookie, scoped to /admin and lasting
 * 8 hours, holding only a random id; the operator's API token is kept by the API's session store, as a
 * shopper's is. A shopper's session never signs anyone into the console, and this one is never sent to
 * the shop's pages.
 */
export type SignedInOperator = { token: string; id: string | null; name: string; role: OperatorRole };
type ConsoleData = {
  operator: SignedInOperator;
  /** The number a code was sent to, between the two sign-in steps. */
  signIn: { phoneNumber: string };
};
export type ConsoleSession = Session<ConsoleData>;

const storage = apiSessionStorage<ConsoleData>(
  // `__Host-` names need Path=/; `__Secure-` is the prefix a cookie scoped to a path may have.
  createCookie(env.COOKIE_SECURE ? "__Secure-console" : "console", {
    path: CONSOLE_PATH,
    maxAge: OPERATOR_SESSION_HOURS * 60 * 60,
    httpOnly: true,
    sameSite: "lax",
    secure: env.COOKIE_SECURE,
    secrets: env.sessionSecrets,
  }),
);

const sessions = new WeakMap<Request, Promise<ConsoleSession>>();

export function consoleSession(request: Request): Promise<ConsoleSession> {
  let session = sessions.get(request);
  if (!session) {
    session = storage.getSession(request.headers.get("Cookie"));
    sessions.set(request, session);
  }
  return session;
}

/** Saves the console session; `renew` gives it a new id and ends the old one (signing in and out). */
export async function commitConsole(session: ConsoleSession, init?: HeadersInit, { renew = false } = {}): Promise<Headers> {
  const headers = new Headers(init);
  let saved = session;
  if (renew && session.id) {
    await storage.destroySession(session);
    saved = createSession<ConsoleData>(session.data as ConsoleData);
  }
  headers.append("Set-Cookie", Object.keys(saved.data).length ? await storage.commitSession(saved) : await storage.destroySession(saved));
  return headers;
}

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
