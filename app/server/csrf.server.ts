import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { env } from "./env.server";
import { csrfCookie } from "./session.server";

/**
 * Cross-site request forgery protection for every form post: a token in a signed cookie that the
 * form must echo. SameSite=Lax alone is not enough: many low-end phones run old browsers that ignore it.
 */
export const csrf = new CSRF({ cookie: csrfCookie, formDataKey: "csrf", secret: env.sessionSecrets[0] });

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

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
  throw new Response("Please send this form from the shop's page.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Reads the posted form and checks its token; a forged or stale post gets a 403 and changes nothing. */
export async function readForm(request: Request): Promise<FormData> {
  const formData = await readFormBody(request);
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("This form has expired. Go back, reload the page and try again.", { status: 403 });
    }
    throw error;
  }
  return formData;
}
