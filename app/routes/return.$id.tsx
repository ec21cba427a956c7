import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("Return Order");

export default function ReturnOrderPage() {
  return <Placeholder title="Return Order" />;
}
