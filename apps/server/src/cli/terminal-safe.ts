/**
 * C0 controls but newline (ESC starts terminal escape sequences; BEL, CR and BS rewrite the
 * line), DEL, C1 controls (U+009B is a one-byte CSI) and the bidi marks that reorder text.
 */
function isTerminalControl(codePoint: number): boolean {
  return (
    (codePoint < 0x20 && codePoint !== 0x0a) ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

/** Text from the database made safe to print: names and notes are typed by other people. */
export function terminalSafe(text: string): string {
  let out = '';
  for (const ch of text) if (!isTerminalControl(ch.codePointAt(0)!)) out += ch;
  return out;
}
