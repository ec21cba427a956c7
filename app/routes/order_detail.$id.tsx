import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Order Details");

export default function OrderDetailsPage() {
  return <Placeholder title="Order Details" />;
}
