import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Empty Cart");

export default function EmptyCartPage() {
  return <Placeholder title="Empty Cart" />;
}
