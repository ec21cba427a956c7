import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activePincodes, saveAddress } from "~/routes/account/account.server";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { AddressForm } from "~/components/AddressForm";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";
import { redirectWithError } from "~/server/toast.server";
import * as account from "@domain/account/endpoints";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  try {
    const [{ data: address }, areas] = await Promise.all([api.call(account.getAddress, { query: { id: params.id ?? "" } }), activePincodes(api)]);
    return json({ address, areas, messages: await pageMessages(request, "account", "forms") }, { headers: noStore });
  } catch (error) {
    // Not one of this customer's addresses (or not an id at all): back to the list, saying so.
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400))
      throw await redirectWithError("/shipping_address", (await translatorOf(request))("Address not found."));
    throw error;
  }
}

export const action = (args: ActionFunctionArgs) =>
  saveAddress(args, (api, address) => api.call(account.updateAddress, { body: { ...address, id: args.params.id ?? "" } }));

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Edit Address"));

export default function EditAddressPage() {
  const { address, areas } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Edit Address")}</h1>
      <AddressForm key={address.id} address={address} areas={areas} submitLabel={t("Update Address")} />
    </section>
  );
}
