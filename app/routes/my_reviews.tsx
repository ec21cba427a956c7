import type { HeadersFunction } from "@remix-run/node";
import { MyReviewsScreen } from "~/components/EmptyAccountScreens";
import { noStore } from "~/utils/guards.server";
import { pageMeta } from "~/utils/seo";

export { customerGuardLoader as loader } from "~/utils/guards.server";
export const headers: HeadersFunction = () => noStore;
export const meta = () => pageMeta("My Reviews");

export default function MyReviewsPage() {
  return (
    <section className="page account-page">
      <h1>My Reviews</h1>
      <MyReviewsScreen />
    </section>
  );
}
