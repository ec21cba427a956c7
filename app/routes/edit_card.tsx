import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Edit Card");

export default function EditCardPage() {
  return <Placeholder title="Edit Card" />;
}
