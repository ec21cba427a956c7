import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createApi } from "~/server/api/client.server";
import { ReferralProgramme } from "~/components/ReferralProgramme";
import { noStore, requireCustomer } from "~/server/guards.server";
import { referralProgramme } from "~/routes/account/offers.server";
import { pageMessages } from "~/server/i18n.server";
import { useT } from "~/i18n/useT";
import { accountMeta } from "~/routes/account/meta";

/** /referralcode: the signed-in customer's referral code, how to share it, and what it has earned. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(request);
  const referral = await referralProgramme(await createApi({ request, context }), request);
  return json({ referral, messages: await pageMessages(request, "account") }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = ({ matches }) => accountMeta(matches, (t) => t("Refer & Save"));

export default function ReferAndSavePage() {
  const { referral } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="page account-page">
      <h1>{t("Refer & Save")}</h1>
      <ReferralProgramme data={referral} />
    </section>
  );
}
