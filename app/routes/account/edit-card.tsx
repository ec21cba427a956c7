import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApiFailure, createApi } from "~/server/api/client.server";
import { saveCard } from "~/routes/account/cards.server";
import { CardForm } from "~/components/CardForm";
import { noStore, requireCustomer } from "~/server/guards.server";
import { pageMessages, translatorOf } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";
import * as account from "@domain/account/endpoints";
import { cardEditSchema } from "@domain/account/schemas";
import { redirectWithError } from "~/server/toast.server";

/** /edit_card?id=…: the route table names no id segment, so the card travels in the query. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const api = await createApi({ request, context });
  try {
    const { data } = await api.call(account.getCard, { query: { id: new URL(request.url).searchParams.get("id") ?? "" } });
    return json({ card: data, messages: await pageMessages(request, "account", "forms") }, { headers: noStore });
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400))
      throw await redirectWithError("/card_list", (await translatorOf(request))("Card not found."));
    throw error;
  }
}

export const action = (args: ActionFunctionArgs) =>
  saveCard(args, cardEditSchema, (api, card) =>
    api.call(account.editCard, { body: { id: new URL(args.request.url).searchParams.get("id") ?? "", name: card.name, date: card.date } }),
  );
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Edit Card"));

export default function EditCardPage() {
  const { card } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Edit Card")}</h1>
      <CardForm key={card.id} card={card} />
    </section>
  );
}
