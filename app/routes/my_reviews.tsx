import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("My Reviews");

export default function MyReviewsPage() {
  return <Placeholder title="My Reviews" />;
}
