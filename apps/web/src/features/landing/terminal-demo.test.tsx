import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TERMINAL_LINES } from './landing-data.ts';
import { TerminalDemo } from './terminal-demo.tsx';

const body = () => screen.getByTestId('terminal-body');
const lines = () => [...body().querySelectorAll('.terminal-line')].map((l) => l.textContent);

/** Advances the fake clock in small steps, letting React render and run effects between them. */
async function tick(ms: number) {
  for (let left = ms; left > 0; left -= 10) await act(() => vi.advanceTimersByTimeAsync(Math.min(10, left)));
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('the landing terminal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('types a command character by character, then shows its answer whole, and loops', async () => {
    reducedMotion(false);
    vi.useFakeTimers();
    render(<TerminalDemo />);
    const [command, answer] = TERMINAL_LINES;
    expect(lines()).toEqual(['$ ']);
    await tick(38 * 10);
    expect(lines()).toEqual([`$ ${command!.text.slice(0, 10)}`]);
    await tick(38 * (command!.text.length - 9) + 260);
    expect(lines()).toEqual([`$ ${command!.text}`, answer!.text]);
    // The rest of the session, all of it on screen, then the pause, then the first command is typed again.
    const rest = TERMINAL_LINES.slice(2).reduce((ms, l) => ms + (l.prompt ? 38 * (l.text.length + 1) + 260 : 520), 0);
    // (React renders between steps, so each line starts up to a step late: leave some slack.)
    await tick(rest + 520 + 300);
    expect(lines()).toEqual(TERMINAL_LINES.map((l) => (l.prompt ? `$ ${l.text}` : l.text)));
    await tick(4_000);
    expect(lines()).toHaveLength(1);
    expect(command!.text.startsWith(lines()[0]!.slice(2))).toBe(true);
  });

  it('shows the whole session at once under prefers-reduced-motion', () => {
    reducedMotion(true);
    render(<TerminalDemo />);
    expect(lines()).toEqual(TERMINAL_LINES.map((l) => (l.prompt ? `$ ${l.text}` : l.text)));
  });
});
