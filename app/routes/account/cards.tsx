import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ApiFailure, createApi } from "~/server/api/client.server";
import * as account from "@domain/account/endpoints";
import { SubmitButton } from "~/components/SubmitButton";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  const { data } = await api.call(account.getCardList);
  return json({ cards: data.list, messages: await pageMessages(request, "account") }, { headers: noStore });
}

/** Deletes a card (the list's one action). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireCustomer(request);
  const form = await readForm(request);
  const api = await createApi({ request, context });
  try {
    const { message } = await api.call(account.deleteCard, { query: { id: String(form.get("id") ?? "") } });
    return redirectWithSuccess("/card_list", message);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return redirectWithError("/card_list", error.message);
  }
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Saved Cards"));

export default function CardListPage() {
  const { cards } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <div className="page-heading">
        <h1>{t("Saved Cards")}</h1>
        <Link to="/add_card" className="button">
          {t("Add New Card")}
        </Link>
      </div>
      {cards.length ? (
        <ul className="address-list">
          {cards.map((card) => (
            <li key={card.id} className="address-card" aria-label={t("{network} ending {last4}", { network: t.text(card.network), last4: card.last4 })}>
              <p>
                <strong>{t.text(card.network)}</strong> <span className="card-number">{card.maskedNumber}</span>
              </p>
              <p>
                <span data-user-content>{card.name}</span>
                <br />
                <span className="muted">{t("Expires {expiry}", { expiry: card.expiry })}</span>
              </p>
              <div className="address-actions">
                <Link to={`/edit_card?id=${card.id}`}>{t("Edit")}</Link>
                <Form method="post" className="inline-form">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="id" value={card.id} />
                  <SubmitButton pendingText={t("Deleting…")} className="link-button">
                    {t("Delete")}
                  </SubmitButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("You have no saved cards. Cards you save show here with their last four digits only.")}</p>
      )}
    </section>
  );
}
