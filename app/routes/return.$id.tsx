import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Return Order");

export default function ReturnOrderPage() {
  return <Placeholder title="Return Order" />;
}
