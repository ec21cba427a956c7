import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activePincodes, saveAddress } from "~/routes/account/account.server";
import { createApi } from "~/server/api/client.server";
import { AddressForm } from "~/components/AddressForm";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";
import * as account from "@domain/account/endpoints";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  return json({ areas: await activePincodes(api), messages: await pageMessages(request, "account", "forms") }, { headers: noStore });
}

export const action = (args: ActionFunctionArgs) => saveAddress(args, (api, address) => api.call(account.addAddress, { body: address }));

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Add Address"));

export default function AddAddressPage() {
  const { areas } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Add Address")}</h1>
      <AddressForm areas={areas} submitLabel={t("Save Address")} />
    </section>
  );
}
