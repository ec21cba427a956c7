import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { saveCard } from "~/routes/account/cards.server";
import { CardForm } from "~/components/CardForm";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";
import * as account from "@domain/account/endpoints";
import { cardSchema } from "@domain/account/schemas";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json({ messages: await pageMessages(request, "account", "forms") }, { headers: noStore });
}
export const action = (args: ActionFunctionArgs) => saveCard(args, cardSchema, (api, card) => api.call(account.addCard, { body: card }));
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Add Card"));

export default function AddCardPage() {
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Add Card")}</h1>
      <CardForm />
    </section>
  );
}
