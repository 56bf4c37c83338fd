import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UNDO_HELD_MAX_MS, UNDO_TOAST_MS } from '@grindstone/contract';
import { useTimedMessage } from './use-timed-message.ts';

/** An Undo strip as the dashboard shows one: a message with a button, held through holdProps. */
function Strip({ onReady }: { onReady: (show: (text: string) => void) => void }) {
  const { message, show, holdProps } = useTimedMessage(UNDO_TOAST_MS, UNDO_HELD_MAX_MS);
  onReady(show);
  return (
    <div>
      <button>Elsewhere</button>
      {message && (
        <div role="status" {...holdProps}>
          {message} <button>Undo</button> <a href="/completed">See it</a>
        </div>
      )}
    </div>
  );
}

function renderStrip() {
  let show: (text: string) => void = () => {};
  render(<Strip onReady={(s) => (show = s)} />);
  act(() => show('Goal deleted'));
  return () => screen.queryByRole('status');
}

const pass = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('a holdable timed message (the Undo strip)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('goes by itself after its time when nobody is on it', () => {
    const strip = renderStrip();
    pass(UNDO_TOAST_MS - 10);
    expect(strip()).not.toBeNull();
    pass(20);
    expect(strip()).toBeNull();
  });

  it('waits while the pointer is on it, then has the time it had left', () => {
    const strip = renderStrip();
    pass(2_000);
    fireEvent.pointerEnter(strip()!);
    pass(UNDO_TOAST_MS * 2);
    expect(strip()).not.toBeNull();
    fireEvent.pointerLeave(strip()!);
    pass(UNDO_TOAST_MS - 2_000 - 10);
    expect(strip()).not.toBeNull();
    pass(20);
    expect(strip()).toBeNull();
  });

  it('waits while focus is in it, also when focus moves between its own controls', () => {
    const strip = renderStrip();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const link = screen.getByRole('link', { name: 'See it' });
    act(() => undo.focus());
    pass(UNDO_TOAST_MS + 1_000);
    act(() => link.focus());
    pass(UNDO_TOAST_MS);
    expect(strip()).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    pass(UNDO_TOAST_MS + 10);
    expect(strip()).toBeNull();
  });

  it('never stays longer than the hold limit after it showed, held or not', () => {
    const strip = renderStrip();
    fireEvent.pointerEnter(strip()!);
    pass(UNDO_HELD_MAX_MS - 10);
    expect(strip()).not.toBeNull();
    pass(20);
    expect(strip()).toBeNull();
  });

  it('a new message starts its own full time', () => {
    let show: (text: string) => void = () => {};
    render(<Strip onReady={(s) => (show = s)} />);
    act(() => show('first'));
    pass(UNDO_TOAST_MS - 1_000);
    act(() => show('second'));
    pass(UNDO_TOAST_MS - 10);
    expect(screen.getByRole('status').textContent).toContain('second');
    pass(20);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
