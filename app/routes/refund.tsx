import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("Refunds");

export default function RefundsPage() {
  return <Placeholder title="Refunds" />;
}
