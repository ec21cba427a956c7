import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { env } from "./env.server";
import { csrfCookie } from "./session.server";

/**
 * Cross-site request forgery protection for every form post: a token in a signed cookie that the
 * form must echo. SameSite=Lax alone is not enough: many low-end phones run old browsers that ignore it.
 */
export const csrf = new CSRF({ cookie: csrfCookie, formDataKey: "csrf", secret: env.sessionSecrets[0] });

/** Reads the posted form and checks its token; a forged or stale post gets a 403 and changes nothing. */
export async function readForm(request: Request): Promise<FormData> {
  const formData = await request.formData();
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
