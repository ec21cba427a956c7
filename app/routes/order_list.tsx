import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("My Orders");

export default function MyOrdersPage() {
  return <Placeholder title="My Orders" />;
}
