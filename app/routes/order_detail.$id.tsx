import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("Order Details");

export default function OrderDetailsPage() {
  return <Placeholder title="Order Details" />;
}
