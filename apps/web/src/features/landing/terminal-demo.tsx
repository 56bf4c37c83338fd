import { useEffect, useState } from 'react';
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
 */
export function TerminalDemo() {
  const reduced = prefersReducedMotion();
  const [line, setLine] = useState(reduced ? TERMINAL_LINES.length : 0);
  const [chars, setChars] = useState(0);

  useEffect(() => {
    if (reduced) return;
    if (line >= TERMINAL_LINES.length) {
      const t = setTimeout(() => {
        setLine(0);
        setChars(0);
      }, RESTART_MS);
      return () => clearTimeout(t);
    }
    const current = TERMINAL_LINES[line]!;
    if (current.prompt && chars < current.text.length) {
      const t = setTimeout(() => setChars((c) => c + 1), TYPE_MS);
      return () => clearTimeout(t);
    }
    const t = setTimeout(
      () => {
        setLine((l) => l + 1);
        setChars(0);
      },
      current.prompt ? LINE_PAUSE_MS / 2 : LINE_PAUSE_MS,
    );
    return () => clearTimeout(t);
  }, [line, chars, reduced]);

  return (
    <figure className="terminal" aria-label="A Grindstone session in a terminal">
      <div className="terminal-bar" aria-hidden="true">
        <span className="dot dot-red" />
        <span className="dot dot-yellow" />
        <span className="dot dot-green" />
        <span className="terminal-title">grindstone — zsh</span>
      </div>
      <pre className="terminal-body" aria-hidden="true">
        {TERMINAL_LINES.slice(0, Math.min(line + 1, TERMINAL_LINES.length)).map((l, i) => {
          const typing = i === line && l.prompt;
          const text = typing ? l.text.slice(0, chars) : i === line && !l.prompt && !reduced ? l.text : l.text;
          return (
            <div key={i} className={`terminal-line ${l.tone ? `t-${l.tone}` : ''}`}>
              {l.prompt && <span className="terminal-prompt">$ </span>}
              {text}
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
