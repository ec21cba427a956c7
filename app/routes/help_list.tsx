import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Help Center");

export default function HelpCenterPage() {
  return <Placeholder title="Help Center" />;
}
