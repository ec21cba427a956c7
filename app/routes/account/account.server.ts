import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { createApi, type Api } from "../../server/api/client.server";
import { submitForm } from "../../server/form.server";
import { noStore, requireCustomer } from "../../server/guards.server";
import { pageMessages } from "../../server/i18n.server";
import { safeRedirectPath } from "../../utils/redirect";
import { addressSchema, profileSchema, type AddressInput } from "@domain/account/schemas";
import * as account from "@domain/account/endpoints";
import * as location from "@domain/location/endpoints";
import { notificationPreferences as preferencesOf, preferencesAction } from "./notification-preferences.server";

/**
 * Loaders and actions of the account pages that more than one route serves (/profile and
 * /account_dashboard/profile; /add_address and /edit_address/{id}). Every one is behind the
 * signed-in guard and answers with `Cache-Control: no-store`.
 */
/** The profile form's values, for /profile and the account area's profile tab. */
export async function profileData(api: Api) {
  const { data } = await api.call(account.getProfile);
  return { profile: { firstName: data.profile.firstName, lastName: data.profile.lastName, phoneNumber: data.phoneNumber, email: data.email ?? "" } };
}

/** What the profile shows (/profile and the account area's profile tab): the profile form's values and the notification preferences. */
export async function profilePageData(api: Api) {
  const [data, notificationPreferences] = await Promise.all([profileData(api), preferencesOf(api)]);
  return { ...data, notificationPreferences };
}

/** /profile: the profile form, and the notification preferences under it. */
export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const data = await profilePageData(await createApi({ request, context }));
  return json({ ...data, messages: await pageMessages(request, "account", "forms") }, { headers: noStore });
}

/** Saves the profile form; the header's greeting follows the new name. */
export async function profileAction({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request);
  return submitForm(
    { request, context },
    {
      schema: profileSchema,
      redirectTo: new URL(request.url).pathname,
      send: async (api, profile) => {
        const saved = await api.call(account.updateProfile, { body: profile });
        api.session.set("customer", { ...customer, ...saved.data.profile });
        return saved;
      },
    },
  );
}

/** The profile's two forms: the profile, and the notification preferences (posted with ?preferences). */
export const profilePageAction = (args: ActionFunctionArgs) =>
  new URL(args.request.url).searchParams.has("preferences") ? preferencesAction(args) : profileAction(args);

/** The serviceable pincodes, for the address form's city lookup. */
export async function activePincodes(api: Api) {
  const { data } = await api.call(location.getActiveAreaList);
  return data.list.map(({ code, city }) => ({ code, city }));
}

/** Saves the address form (add or update) and goes back to the address list, or to the page that sent the shopper to add one (its `redirectTo`). */
export async function saveAddress(args: ActionFunctionArgs, save: (api: Api, address: AddressInput) => Promise<{ message: string }>) {
  await requireCustomer(args.request);
  return submitForm(args, { schema: addressSchema, redirectTo: (form) => safeRedirectPath(form.get("redirectTo"), "/shipping_address"), send: save });
}
