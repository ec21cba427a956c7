import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("More Help");

export default function MoreHelpPage() {
  return <Placeholder title="More Help" />;
}
