import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("My Orders");

export default function MyOrdersPage() {
  return <Placeholder title="My Orders" />;
}
