import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createApi } from "~/server/api.server";
import { PromoCodeList } from "~/components/PromoCodeList";
import { noStore, requireCustomer } from "~/server/guards.server";
import { promoCodes } from "~/routes/account/offers.server";
import { pageMeta } from "~/utils/seo";

/** /promocode: the promo codes the signed-in customer can use, with their terms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json(await promoCodes(await createApi({ request, context })), { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("My Promo Codes");

export default function MyPromoCodesPage() {
  const { coupons } = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>My Promo Codes</h1>
      <PromoCodeList coupons={coupons} />
    </section>
  );
}
