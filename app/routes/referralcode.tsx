import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Refer and Save");

export default function ReferandSavePage() {
  return <Placeholder title="Refer and Save" />;
}
