import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("Help Center");

export default function HelpCenterPage() {
  return <Placeholder title="Help Center" />;
}
