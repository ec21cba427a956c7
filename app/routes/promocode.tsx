import { Placeholder } from "~/components/Placeholder";
import { pageMeta } from "~/lib/seo";

export { locationGuardLoader as loader } from "~/guards.server";
export const meta = () => pageMeta("My Promo Codes");

export default function MyPromoCodesPage() {
  return <Placeholder title="My Promo Codes" />;
}
