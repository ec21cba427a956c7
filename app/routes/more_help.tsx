import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("More Help");

export default function MoreHelpPage() {
  return <Placeholder title="More Help" />;
}
