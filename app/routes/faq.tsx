import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("FAQs");

export default function FAQsPage() {
  return <Placeholder title="FAQs" />;
}
