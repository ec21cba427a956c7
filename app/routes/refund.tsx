import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Refunds");

export default function RefundsPage() {
  return <Placeholder title="Refunds" />;
}
