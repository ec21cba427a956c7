import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/utils/seo";

export { locationGuardLoader as loader } from "~/utils/guards.server";
export const meta = () => pageMeta("Raise a Ticket");

export default function RaiseaTicketPage() {
  return <Placeholder title="Raise a Ticket" />;
}
