/** Placeholder until issue 5: the right-hand card of the dashboard. */
export function CoachCard() {
  return (
    <section className="card" aria-label="Coach">
      <p className="muted">Your coach is getting ready.</p>
    </section>
  );
}
