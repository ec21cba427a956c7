import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createApi } from "~/server/api/client.server";
import { PromoCodeList } from "~/components/PromoCodeList";
import { noStore, requireCustomer } from "~/server/guards.server";
import { promoCodes } from "~/routes/account/offers.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";

/** /promocode: the promo codes the signed-in customer can use, with their terms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const data = await promoCodes(await createApi({ request, context }));
  return json({ ...data, messages: await pageMessages(request, "account") }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("My Promo Codes"));

export default function MyPromoCodesPage() {
  const { coupons } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("My Promo Codes")}</h1>
      <PromoCodeList coupons={coupons} />
    </section>
  );
}
