import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activePincodes, saveAddress } from "~/routes/account/account.server";
import { createApi } from "~/server/api/client.server";
import { AddressForm } from "~/components/AddressForm";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { safeRedirectPath } from "~/utils/redirect";
import { accountMeta } from "~/routes/account/meta";
import * as account from "@domain/account/endpoints";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  // A page that sent the shopper here to add an address (the subscribe page) is where saving it goes back to.
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/shipping_address");
  return json({ areas: await activePincodes(api), redirectTo, messages: await pageMessages(request, "account", "forms") }, { headers: noStore });
}

export const action = (args: ActionFunctionArgs) => saveAddress(args, (api, address) => api.call(account.addAddress, { body: address }));

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Add Address"));

export default function AddAddressPage() {
  const { areas, redirectTo } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Add Address")}</h1>
      <AddressForm areas={areas} submitLabel={t("Save Address")} redirectTo={redirectTo} />
    </section>
  );
}
