import type { ActionFunctionArgs, HeadersFunction } from "@remix-run/node";
import { saveCard } from "~/routes/account/cards.server";
import { CardForm } from "~/components/CardForm";
import { customerGuardLoader, noStore } from "~/server/guards.server";
import { pageMeta } from "~/utils/seo";
import * as account from "@domain/account/endpoints";
import { cardSchema } from "@domain/account/schemas";

export const loader = customerGuardLoader;
export const action = (args: ActionFunctionArgs) => saveCard(args, cardSchema, (api, card) => api.call(account.addCard, { body: card }));
export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Add Card");

export default function AddCardPage() {
  return (
    <section className="page account-page">
      <h1>Add Card</h1>
      <CardForm />
    </section>
  );
}
