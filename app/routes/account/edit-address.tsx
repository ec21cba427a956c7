import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activePincodes, saveAddress } from "~/routes/account/account.server";
import { ApiFailure, createApi } from "~/server/api.server";
import { AddressForm } from "~/components/AddressForm";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithError } from "~/server/toast.server";
import * as account from "@domain/account/endpoints";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  try {
    const [{ data: address }, areas] = await Promise.all([api.call(account.getAddress, { query: { id: params.id ?? "" } }), activePincodes(api)]);
    return json({ address, areas }, { headers: noStore });
  } catch (error) {
    // Not one of this customer's addresses (or not an id at all): back to the list, saying so.
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) throw await redirectWithError("/shipping_address", "Address not found.");
    throw error;
  }
}

export const action = (args: ActionFunctionArgs) =>
  saveAddress(args, (api, address) => api.call(account.updateAddress, { body: { ...address, id: args.params.id ?? "" } }));

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Edit Address");

export default function EditAddressPage() {
  const { address, areas } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>Edit Address</h1>
      <AddressForm key={address.id} address={address} areas={areas} submitLabel="Update Address" />
    </section>
  );
}
