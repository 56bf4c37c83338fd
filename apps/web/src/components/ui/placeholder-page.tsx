/** A short, honest page for screens a later issue fills in. */
export function PlaceholderPage({ title, detail }: { title: string; detail: string }) {
  return (
    <main className="page-narrow">
      <h1>{title}</h1>
      <p className="muted">{detail}</p>
    </main>
  );
}
