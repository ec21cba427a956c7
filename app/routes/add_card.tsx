import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Add Card");

export default function AddCardPage() {
  return <Placeholder title="Add Card" />;
}
