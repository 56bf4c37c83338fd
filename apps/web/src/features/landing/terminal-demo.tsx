import { useEffect, useRef, useState } from 'react';
import { TERMINAL_LINES } from './landing-data.ts';

const TYPE_MS = 38;
const LINE_PAUSE_MS = 520;
const RESTART_MS = 4_000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The hero's terminal: commands are typed character by character, answers appear whole, then it
 * loops. Under prefers-reduced-motion the whole session is shown at once. The full text is also
 * in the DOM for screen readers (the animated copy is aria-hidden).
 *
 * React renders a line when it starts; the characters of a command are written straight into its
 * text node. A render per character, 26 times a second for as long as the page is open, kept a
 * phone's main thread busy enough to delay everything else on the landing page.
 */
export function TerminalDemo() {
  const reduced = prefersReducedMotion();
  const [line, setLine] = useState(reduced ? TERMINAL_LINES.length : 0);
  const typed = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (reduced) return;
    let timer: ReturnType<typeof setTimeout>;
    if (line >= TERMINAL_LINES.length) {
      timer = setTimeout(() => setLine(0), RESTART_MS);
      return () => clearTimeout(timer);
    }
    const current = TERMINAL_LINES[line]!;
    const next = () =>
      (timer = setTimeout(() => setLine((l) => l + 1), current.prompt ? LINE_PAUSE_MS / 2 : LINE_PAUSE_MS));
    if (!current.prompt) {
      next();
      return () => clearTimeout(timer);
    }
    let chars = 0;
    const type = () => {
      if (chars >= current.text.length) return next();
      chars += 1;
      if (typed.current) typed.current.textContent = current.text.slice(0, chars);
      timer = setTimeout(type, TYPE_MS);
    };
    timer = setTimeout(type, TYPE_MS);
    return () => clearTimeout(timer);
  }, [line, reduced]);

  return (
    <figure className="terminal" aria-label="A Grindstone session in a terminal">
      <div className="terminal-bar" aria-hidden="true">
        <span className="dot dot-red" />
        <span className="dot dot-yellow" />
        <span className="dot dot-green" />
        <span className="terminal-title">grindstone — zsh</span>
      </div>
      <pre className="terminal-body" aria-hidden="true" data-testid="terminal-body">
        {TERMINAL_LINES.slice(0, Math.min(line + 1, TERMINAL_LINES.length)).map((l, i) => {
          const typing = i === line && l.prompt;
          return (
            <div key={i} className={`terminal-line ${l.tone ? `t-${l.tone}` : ''}`}>
              {l.prompt && <span className="terminal-prompt">$ </span>}
              {typing ? <span ref={typed} key={`typing-${line}`} /> : l.text}
              {typing && <span className="terminal-caret" />}
            </div>
          );
        })}
      </pre>
      <figcaption className="visually-hidden">
        {TERMINAL_LINES.map((l) => (l.prompt ? `$ ${l.text}` : l.text)).join('. ')}
      </figcaption>
    </figure>
  );
}
