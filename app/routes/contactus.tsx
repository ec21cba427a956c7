import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("Contact Us");

export default function ContactUsPage() {
  return <Placeholder title="Contact Us" />;
}
