import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("My Reviews");

export default function MyReviewsPage() {
  return <Placeholder title="My Reviews" />;
}
