import type { Faq, FaqCategory } from "@domain/help/schemas";

/**
 * FAQ questions as `<details>`: each answer opens with a click or a tap, with or without JavaScript.
 * Grouped under their categories' headings, in the API's order; empty categories are left out.
 */
export function FaqList({ categories, faqs, level = 2 }: { categories: FaqCategory[]; faqs: Faq[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="faq-list">
      {categories.map((category) => {
        const questions = faqs.filter((f) => f.categoryId === category.id);
        if (!questions.length) return null;
        return (
          <section key={category.id} className="faq" aria-labelledby={`faq-${category.id}`}>
            <Heading id={`faq-${category.id}`}>{category.name}</Heading>
            {questions.map((faq) => (
              <details key={faq.id}>
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </section>
        );
      })}
    </div>
  );
}
