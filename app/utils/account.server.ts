import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApiFailure, createApi, type Api } from "./api.server";
import { readForm } from "./csrf.server";
import { refusal } from "./form.server";
import { noStore, requireCustomer } from "./guards.server";
import { addressSchema, profileSchema } from "@domain/validation";
import { commit } from "./session.server";
import { redirectWithSuccess } from "./toast.server";

/**
 * Loaders and actions of the account pages that more than one route serves (/profile and
 * /account_dashboard/profile; /add_address and /edit_address/{id}). Every one is behind the
 * signed-in guard and answers with `Cache-Control: no-store`.
 */
type Profile = { id: string; profile: { firstName: string; lastName: string }; phoneNumber: string; email: string | null };

export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  const { data } = await api.call<Profile>("GET", "api/customer/getProfile");
  return json({ profile: { firstName: data.profile.firstName, lastName: data.profile.lastName, phoneNumber: data.phoneNumber, email: data.email ?? "" } }, { headers: noStore });
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
    return redirectWithSuccess(new URL(request.url).pathname, message, { headers: await commit(api.session) });
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
export async function saveAddress({ request, context }: ActionFunctionArgs, save: (api: Api, address: ReturnType<typeof addressSchema.parse>) => Promise<{ message: string }>) {
  await requireCustomer(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: addressSchema });
  if (submission.status !== "success") return json(refusal(submission), { status: 400, headers: noStore });
  const api = await createApi({ request, context });
  try {
    const { message } = await save(api, submission.value);
    return redirectWithSuccess("/shipping_address", message);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return json(refusal(submission, error), { status: 400, headers: noStore });
  }
}
