import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Raise a Ticket");

export default function RaiseaTicketPage() {
  return <Placeholder title="Raise a Ticket" />;
}
