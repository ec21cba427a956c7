import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApiFailure, createApi, type Api } from "./api.server";
import { readForm } from "./csrf.server";
import { refusal, submitForm } from "./form.server";
import { noStore, requireCustomer } from "./guards.server";
import { addressSchema, profileSchema } from "@domain/validation";
import { sessionStorage } from "./session.server";
import { redirectWithSuccess } from "./toast.server";

/**
 * Loaders and actions of the account pages that more than one route serves (/profile and
 * /account_dashboard/profile; /add_address and /edit_address/{id}). Every one is behind the
 * signed-in guard and answers with `Cache-Control: no-store`.
 */
type Profile = { id: string; profile: { firstName: string; lastName: string }; phoneNumber: string; email: string | null };

/** The profile form's values, for /profile and the account area's profile tab. */
export async function profileData(api: Api) {
  const { data } = await api.call<Profile>("GET", "api/customer/getProfile");
  return { profile: { firstName: data.profile.firstName, lastName: data.profile.lastName, phoneNumber: data.phoneNumber, email: data.email ?? "" } };
}

export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json(await profileData(await createApi({ request, context })), { headers: noStore });
}

/** Saves the profile form; the header's greeting follows the new name. */
export async function profileAction({ request, context }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== "success") return json(refusal(submission), { status: 400, headers: noStore });
  const api = await createApi({ request, context });
  try {
    const { data, message } = await api.call<Profile>("PUT", "api/customer/updateProfile", { body: submission.value });
    api.session.set("customer", { ...customer, ...data.profile });
    return redirectWithSuccess(new URL(request.url).pathname, message, { headers: { "Set-Cookie": await sessionStorage.commitSession(api.session) } });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return json(refusal(submission, error), { status: 400, headers: noStore });
  }
}

/** The serviceable pincodes, for the address form's city lookup. */
export async function activePincodes(api: Api) {
  const { data } = await api.call<{ list: { code: string; city: string }[] }>("GET", "api/admin/getActiveAreaList");
  return data.list.map(({ code, city }) => ({ code, city }));
}

/** Saves the address form (add or update) and goes back to the address list. */
export const saveAddress = (args: ActionFunctionArgs, save: (api: Api, address: ReturnType<typeof addressSchema.parse>) => Promise<{ message: string }>) =>
  submitForm(args, addressSchema, save, "/shipping_address");
