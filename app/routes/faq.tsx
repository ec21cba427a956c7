import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("FAQs");

export default function FAQsPage() {
  return <Placeholder title="FAQs" />;
}
