import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, PasswordField, TextField, ToastProvider, useToast, avatarSrc } from './index.ts';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Edit goal" footer={<button>Save</button>}>
        <input aria-label="Text" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is named by its title, traps focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit goal' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // first focusable is the close button; Tab walks to the input, Save, then wraps to Close
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('Modal focusNextFrame (a dialog that opens with the page)', () => {
  afterEach(() => vi.restoreAllMocks());
  it('moves focus in at the next frame, not inside the opening effects, and keeps a focus already inside', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    render(
      <Modal open onClose={() => {}} title="Phone app" focusNextFrame footer={<button>Later</button>}>
        <input aria-label="Text" />
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Phone app' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(0));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    // a focus the person gave inside the dialog before the frame is kept
    screen.getByRole('textbox', { name: 'Text' }).focus();
    act(() => frames[0]!(0));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus();
  });
});

function ToastHarness() {
  const toast = useToast();
  return <button onClick={() => toast.show('Saved', { tone: 'success', durationMs: 1000 })}>Go</button>;
}

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());
  it('announces the text in a live region and removes it after its duration', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastHarness />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(2));
    expect(screen.getByRole('status')).not.toHaveTextContent('Saved');
  });
  it('shows the same notice once: a repeat replaces it and restarts its time', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastHarness />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    act(() => vi.advanceTimersByTime(600));
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(401));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});

describe('fields', () => {
  it('TextField links its error to the input', () => {
    render(<TextField label="Username" error="Required" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
  });
  it('PasswordField shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('avatarSrc', () => {
  it('uses the first lowercase letter of the name, else the neutral avatar', () => {
    expect(avatarSrc('Maria')).toBe('/avatars/m.svg');
    expect(avatarSrc('  zed')).toBe('/avatars/z.svg');
    expect(avatarSrc('Élodie')).toBe('/avatars/default.svg');
    expect(avatarSrc('')).toBe('/avatars/default.svg');
  });
});
