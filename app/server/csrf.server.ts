import { json } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { translatorFor } from "@domain/i18n/catalog";
import type { MessageKey } from "@domain/i18n/keys";
import { env } from "./env.server";
import { screenWords, shopperLanguage } from "./screens.server";
import { csrfCookie } from "./session.server";

/**
 * Cross-site request forgery protection for every form post: a token in a signed cookie that the
 * form must echo. SameSite=Lax alone is not enough: many low-end phones run old browsers that ignore it.
 */
export const csrf = new CSRF({ cookie: csrfCookie, formDataKey: "csrf", secret: env.sessionSecrets[0] });

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A refused post, said in the shopper's language. The page that shows it is the root error boundary's
 * (no loader runs after an action that threw), so the screen's words come with it.
 */
async function refusal(request: Request, status: 400 | 403, message: MessageKey): Promise<Response> {
  const language = await shopperLanguage(request);
  return json({ message: translatorFor(language)(message), ...screenWords(language) }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The posted form, for every action that reads one: a body that is not a form (JSON, text, none, a
 * broken multipart) is a 400 before anything else runs, never a 500.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase() ?? "";
  if (FORM_TYPES.includes(type)) {
    try {
      return await request.formData();
    } catch {
      // Falls through to the refusal below.
    }
  }
  throw await refusal(request, 400, "Please send this form from the shop's page.");
}

/** Reads the posted form and checks its token; a forged or stale post gets a 403 and changes nothing. */
export async function readForm(request: Request): Promise<FormData> {
  const formData = await readFormBody(request);
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw await refusal(request, 403, "This form has expired. Go back, reload the page and try again.");
    }
    throw error;
  }
  return formData;
}
