/** Placeholder until issue 5: the Fortify dialog. */
export function FortifyDialog(_props: { goal: { id: string; description: string }; onClose: () => void }) {
  return null;
}
