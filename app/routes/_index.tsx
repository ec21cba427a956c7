import { Link } from "@remix-run/react";
import { pageMeta } from "~/lib/seo";
import { MAIN_MENU, OUR_STORY_PATH } from "~/lib/menu";

export const meta = () => pageMeta("Cleaners for home, laundry and hands", "Dishwash gel, floor, toilet, bathroom and glass cleaners, laundry liquid and hand wash. Buy a bottle once, then refill. Delivered to your pincode.");

export default function Home() {
  return (
    <>
      <section className="hero">
        <h1>Clean homes, less plastic.</h1>
        <p>Buy a bottle once, then refill it. Honest cleaners for home, laundry and hands, delivered to your door.</p>
        <Link className="button" to="/product_list/prefill/all">
          Shop all products
        </Link>
      </section>
      <section className="page">
        <h2>Shop by category</h2>
        <ul className="category-grid">
          {MAIN_MENU.filter((m) => m.to !== OUR_STORY_PATH).map((m) => (
            <li key={m.label}>
              <Link to={m.to}>{m.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="page story-teaser">
        <h2>Our Story</h2>
        <p>We started Nirmal in a small kitchen in Pune, mixing cleaners that work hard on grime and go easy on hands, homes and rivers.</p>
        <Link to={OUR_STORY_PATH}>Read our story</Link>
      </section>
    </>
  );
}
