import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountTab } from "~/components/AccountTabs";
import { tabMeta } from "~/routes/account/meta";
import { MyReviews } from "~/components/MyReviews";
import { myReviews } from "~/routes/reviews/reviews.server";
import { noStore } from "~/server/guards.server";
import { tabLoader } from "./tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, ["reviews"], (api, request) => myReviews(api, new URL(request.url)));

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = ({ matches }) => tabMeta(matches, "my_reviews");

export default function MyReviewsTab() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <AccountTab index="my_reviews">
      <MyReviews data={data} />
    </AccountTab>
  );
}
