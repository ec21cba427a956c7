import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Saved Cards");

export default function SavedCardsPage() {
  return <Placeholder title="Saved Cards" />;
}
