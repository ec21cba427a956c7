import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ApiFailure, createApi } from "~/server/api.server";
import * as account from "@domain/account/endpoints";
import { SubmitButton } from "~/components/form";
import { readForm } from "~/server/csrf.server";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithError, redirectWithSuccess } from "~/server/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  const { data } = await api.call(account.getCardList);
  return json({ cards: data.list }, { headers: noStore });
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
export const meta = () => pageMeta("Saved Cards");

export default function CardListPage() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <div className="page-heading">
        <h1>Saved Cards</h1>
        <Link to="/add_card" className="button">
          Add New Card
        </Link>
      </div>
      {cards.length ? (
        <ul className="address-list">
          {cards.map((card) => (
            <li key={card.id} className="address-card" aria-label={`${card.network} ending ${card.last4}`}>
              <p>
                <strong>{card.network}</strong> <span className="card-number">{card.maskedNumber}</span>
              </p>
              <p>
                {card.name}
                <br />
                <span className="muted">Expires {card.expiry}</span>
              </p>
              <div className="address-actions">
                <Link to={`/edit_card?id=${card.id}`}>Edit</Link>
                <Form method="post" className="inline-form">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="id" value={card.id} />
                  <SubmitButton pendingText="Deleting…" className="link-button">
                    Delete
                  </SubmitButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">You have no saved cards. Cards you save show here with their last four digits only.</p>
      )}
    </section>
  );
}
