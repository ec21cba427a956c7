import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activePincodes, saveAddress } from "~/routes/account/account.server";
import { createApi } from "~/server/api.server";
import { AddressForm } from "~/components/AddressForm";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMeta } from "~/utils/seo";
import * as account from "@domain/account/endpoints";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  return json({ areas: await activePincodes(api) }, { headers: noStore });
}

export const action = (args: ActionFunctionArgs) => saveAddress(args, (api, address) => api.call(account.addAddress, { body: address }));

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Add Address");

export default function AddAddressPage() {
  const { areas } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>Add Address</h1>
      <AddressForm areas={areas} submitLabel="Save Address" />
    </section>
  );
}
