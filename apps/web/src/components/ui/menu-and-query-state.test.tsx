import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { QueryState, useMenuButton } from './index.ts';

function MenuHarness({ onPick }: { onPick: (item: string) => void }) {
  const { open, close, buttonRef, buttonProps, menuRef, menuId, onMenuKeyDown } = useMenuButton();
  return (
    <>
      <button ref={buttonRef} {...buttonProps} type="button">
        Actions
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="Actions menu" onKeyDown={onMenuKeyDown}>
          {['One', 'Two', 'Three'].map((item) => (
            <button
              key={item}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                onPick(item);
              }}
            >
              {item}
            </button>
          ))}
        </div>
      )}
      <p>Elsewhere</p>
    </>
  );
}

describe('useMenuButton', () => {
  it('opens on the first or last item, moves with the arrows, closes on Escape back to the button', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<MenuHarness onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Two');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when a pointer goes down outside it, not inside', async () => {
    const user = userEvent.setup();
    render(<MenuHarness onPick={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('menu') });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]' });
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

const query = <T,>(over: Partial<{ isPending: boolean; isError: boolean; error: unknown; data: T }>) => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined as T | undefined,
  refetch: vi.fn(),
  ...over,
});

describe('QueryState', () => {
  const renderList = (q: ReturnType<typeof query<string[]>>, extra: { retry?: boolean } = {}) =>
    render(
      <QueryState query={q} isEmpty={(d) => d.length === 0} empty={<p>Nothing yet</p>} {...extra}>
        {(d) => <p>{d.join(', ')}</p>}
      </QueryState>,
    );

  it('shows a spinner, then the data or the empty content', () => {
    const { unmount } = renderList(query<string[]>({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    unmount();
    const { unmount: again } = renderList(query<string[]>({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    again();
    renderList(query<string[]>({ data: ['a', 'b'] }));
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });

  it('shows a failed request as an error, never as empty, with the server message and a retry', async () => {
    const q = query<string[]>({ isError: true, error: new ApiError(500, 'internal', 'The list is broken.', null) });
    renderList(q, { retry: true });
    expect(screen.getByRole('alert')).toHaveTextContent('The list is broken.');
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });
});
