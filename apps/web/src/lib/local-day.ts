/** The browser's local calendar day, YYYY-MM-DD (daily rhythms count in the person's own day). */
export function localDayKey(at: Date | number = new Date()): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
