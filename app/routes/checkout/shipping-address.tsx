import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { SubmitButton } from "~/components/SubmitButton";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { displayPhone } from "@domain/shared/phone";
import { translatedMeta } from "~/i18n/meta";
import type { loader as rootLoader } from "~/root";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";
import * as account from "@domain/account/endpoints";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";

/** The address list (/shipping_address, also /my_address: docs/product.md#account): the default marked, set-default and delete. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  const { data } = await api.call(account.listAddress);
  return json({ addresses: data.list, messages: await pageMessages(request, "checkout") }, { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomer(request);
  const form = await readForm(request);
  const api = await createApi({ request, context });
  const id = String(form.get("id") ?? "");
  const back = new URL(request.url).pathname;
  try {
    const { message } =
      form.get("intent") === "delete" ? await api.call(account.deleteAddress, { query: { id } }) : await api.call(account.setDefaultAddress, { body: { id } });
    return redirectWithSuccess(back, message);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return redirectWithError(back, error.message);
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => translatedMeta({ matches }, (t) => t("My Addresses"));

export default function MyAddressesPage() {
  const { addresses } = useLoaderData<typeof loader>();
  const t = useT();
  // With something in the cart this is checkout's address step: each address can be chosen for delivery.
  const checkingOut = (useRouteLoaderData<typeof rootLoader>("root")?.cartCount ?? 0) > 0;
  return (
    <section className="page account-page">
      <div className="page-heading">
        <h1>{t("My Addresses")}</h1>
        <Link to="/add_address" className="button">
          {t("Add New Address")}
        </Link>
      </div>
      {addresses.length ? (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.id} className="address-card" aria-label={`${address.firstName} ${address.lastName}, ${address.apartment}`}>
              <p>
                <strong>
                  {address.firstName} {address.lastName}
                </strong>
                {address.isDefault ? <span className="default-badge">{t("Default")}</span> : null}
              </p>
              <p>
                {address.streetAddress2}, {address.apartment}
                <br />
                {address.street}, {address.city} {address.pincode}
                {address.landmark ? (
                  <>
                    <br />
                    {t("Landmark: {landmark}", { landmark: address.landmark })}
                  </>
                ) : null}
              </p>
              <p className="muted">+91 {displayPhone(address.phoneNumber)}</p>
              <div className="address-actions">
                {checkingOut ? (
                  <Link to={`/payment_method?address=${address.id}`} className="button">
                    {t("Deliver here")}
                  </Link>
                ) : null}
                <Link to={`/edit_address/${address.id}`}>{t("Edit")}</Link>
                {address.isDefault ? null : <AddressAction id={address.id} intent="default" label={t("Set as default")} pending={t("Saving…")} />}
                <AddressAction id={address.id} intent="delete" label={t("Delete")} pending={t("Deleting…")} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("You have no saved addresses yet.")}</p>
      )}
    </section>
  );
}

function AddressAction({ id, intent, label, pending }: { id: string; intent: "default" | "delete"; label: string; pending: string }) {
  return (
    <Form method="post" className="inline-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton intent={intent} pendingText={pending} className="link-button">
        {label}
      </SubmitButton>
    </Form>
  );
}
