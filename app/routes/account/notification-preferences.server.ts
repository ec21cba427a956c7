import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, preferenceField } from "@domain/notifications/channels";
import * as notifications from "@domain/notifications/endpoints";
import { setNotificationPreferencesSchema } from "@domain/notifications/schemas";
import { ApiFailure, createApi, type Api } from "../../server/api/client.server";
import { readForm } from "../../server/csrf.server";
import { noStore, requireCustomer } from "../../server/guards.server";
import { redirectWithSuccess } from "../../server/toast.server";
import { WHATSAPP_CONSENT } from "./notification-preferences";

/** The shopper's channels per kind and their WhatsApp consent, for the form. */
export async function notificationPreferences(api: Api) {
  return (await api.call(notifications.getNotificationPreferences)).data;
}

/**
 * The posted checkboxes as setNotificationPreferences takes them: every kind and channel the form shows,
 * on when ticked, and any other `kind.channel` posted as it came (the schema refuses it), so one post sets
 * them all. The consent box ticked agrees; unticked withdraws.
 */
function preferencesOf(form: FormData) {
  const preferences: Record<string, Record<string, boolean>> = {};
  for (const name of form.keys()) {
    const [kind, channel, ...rest] = name.split(".");
    if (channel !== undefined && !rest.length) (preferences[kind] ??= {})[channel] = true;
  }
  for (const kind of NOTIFICATION_KINDS) {
    for (const channel of NOTIFICATION_CHANNELS) (preferences[kind] ??= {})[channel] = form.has(preferenceField(kind, channel));
  }
  return { preferences, whatsappConsent: form.has(WHATSAPP_CONSENT) };
}

/** A refusal to show on the profile: the message over the form, or under the consent box, and the boxes as they were posted. */
export type PreferencesRefusal = { preferencesRefusal: { message: string; field: string | null; posted: ReturnType<typeof preferencesOf> } };

/**
 * Saves the preferences form (a plain post, with or without JavaScript) and comes back to the page it was on with
 * the API's message as a toast; a refusal (an unknown kind or channel, WhatsApp without consent) is a
 * 400 with its message, and nothing changes.
 */
export async function preferencesAction({ request, context }: ActionFunctionArgs) {
  await requireCustomer(request);
  const posted = preferencesOf(await readForm(request));
  const refuse = (message: string, field: string | null) =>
    json<PreferencesRefusal>({ preferencesRefusal: { message, field, posted } }, { status: 400, headers: noStore });
  const parsed = setNotificationPreferencesSchema.safeParse(posted);
  if (!parsed.success) return refuse(parsed.error.issues[0].message, null);
  const api = await createApi({ request, context });
  try {
    const { message } = await api.call(notifications.setNotificationPreferences, { body: parsed.data });
    return redirectWithSuccess(new URL(request.url).pathname, message);
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    const field = error.fields[WHATSAPP_CONSENT] ? WHATSAPP_CONSENT : null;
    return refuse(field ? error.fields[WHATSAPP_CONSENT] : error.message, field);
  }
}
