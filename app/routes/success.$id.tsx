import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Order Placed");

export default function OrderPlacedPage() {
  return <Placeholder title="Order Placed" />;
}
