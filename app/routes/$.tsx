import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireLocation } from "~/utils/guards.server";
import { productListPath } from "@domain/catalogue";
import { canonicalUrl, pageMeta } from "~/utils/seo";

/**
 * Every path the route table does not name. `/about_{product}` (Our Story) cannot be a route file,
 * since a segment cannot mix text and a parameter, so it is served here; anything else goes home.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (!/^\/about_[^/]+\/?$/.test(pathname)) throw redirect("/");
  await requireLocation(request);
  return json({ canonical: canonicalUrl(request, pathname.replace(/\/$/, "")) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta("Our Story", "How Nirmal Home Care began in a Pune kitchen, why we sell refills, and answers to common questions about our cleaners.", data?.canonical);

const FAQ = [
  {
    q: "What is the difference between prefill and refill?",
    a: "A prefill product comes in a sturdy bottle with a pump, trigger or flip cap. Buy it once. After that, buy the refill: the same cleaner in a light pouch or can that uses up to 80% less plastic, and costs less.",
  },
  {
    q: "Are your products safe for children and pets?",
    a: "Used as the label says, yes. Our cleaners contain no phosphates and no chlorine bleach. Like every cleaner, keep them out of children's reach, and rinse surfaces that food or pets touch.",
  },
  {
    q: "Where do you deliver, and how fast?",
    a: "We deliver to the pincodes listed when you choose your location, in Mumbai, Thane, Pune, Delhi, Bengaluru, Chennai and Hyderabad. Orders placed by 2 pm usually arrive the next working day.",
  },
  {
    q: "Can I pay cash on delivery?",
    a: "Yes, on orders up to ₹5,000. You can also pay online by card, UPI or net banking.",
  },
  {
    q: "What if a bottle arrives damaged?",
    a: "Ask for a return from My Orders within 7 days of delivery. We pick it up free of charge and refund you to your original payment method within 5 to 7 working days.",
  },
  {
    q: "How do I recycle the empty pouches?",
    a: "Rinse and dry them, then hand them to our delivery partner on your next order. We send them to a recycler in Pune that turns them into garden furniture.",
  },
];

export default function OurStoryPage() {
  return (
    <article className="page story">
      <h1>Our Story</h1>
      <p className="lead">We started Nirmal in 2019 in a small kitchen in Pune, with one question: why does every bottle of cleaner end up in the bin?</p>
      <p>
        Our founders, a chemist and a schoolteacher, spent a year mixing dishwash gels and floor cleaners that work on the grime of Indian homes
        (masala stains, hard water, monsoon mud) while staying gentle on hands, homes and rivers. Neighbours tried them, then their friends did.
      </p>
      <p>
        Today Nirmal makes cleaners for home, laundry and hands in Pune, and delivers them across seven cities. Every product comes two ways: a
        sturdy bottle you buy once, and a refill pouch or can that costs less and uses up to 80% less plastic. Since 2019 our customers have kept
        more than four lakh bottles out of landfills.
      </p>
      <h2>What we promise</h2>
      <ul>
        <li>No phosphates, no chlorine bleach and no microplastics in any product.</li>
        <li>Honest prices: the MRP, our price and your saving on every product.</li>
        <li>Returns within 7 days of delivery and refunds in 5 to 7 working days.</li>
      </ul>
      <p>
        <Link className="button" to={productListPath("refill")}>
          Shop refills
        </Link>{" "}
        <Link to={productListPath("prefill")}>See all products</Link>
      </p>
      <section className="faq" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        {FAQ.map(({ q, a }) => (
          <details key={q}>
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </section>
    </article>
  );
}
