/** A page of the route table whose screen a later issue builds; it shows only its title until then. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="muted">This page is on its way.</p>
    </section>
  );
}
