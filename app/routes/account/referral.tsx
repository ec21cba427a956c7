import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createApi } from "~/server/api.server";
import { ReferralProgramme } from "~/components/ReferralProgramme";
import { noStore, requireCustomer } from "~/server/guards.server";
import { referralProgramme } from "~/routes/account/offers.server";
import { pageMeta } from "~/utils/seo";

/** /referralcode: the signed-in customer's referral code, how to share it, and what it has earned. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return json(await referralProgramme(await createApi({ request, context }), request), { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("Refer & Save");

export default function ReferAndSavePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="page account-page">
      <h1>Refer &amp; Save</h1>
      <ReferralProgramme data={data} />
    </section>
  );
}
