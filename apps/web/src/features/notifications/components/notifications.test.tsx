import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { json, mockApi } from '../../../testing/mock-api.ts';
import { renderWithProviders as wrap } from '../../../testing/render.tsx';
import { MESSAGES, type TNotification } from '@grindstone/contract';
import { GrindSession } from './grind-session.tsx';
import { NotificationCard } from './notification-card.tsx';

const base: TNotification = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'grind',
  status: 'unread',
  state: 'pending',
  name: 'Draft sprint',
  description: 'Write for 25 minutes.',
  duration: 25,
  liked: null,
  reason: null,
  rejectReason: null,
  goalId: null,
  startedAt: null,
  endedAt: null,
  createdAt: new Date().toISOString(),
};

describe('GrindSession countdown', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2025-06-10T10:00:00Z'));
    api = mockApi({
      'PATCH /api/notifications/:id': () => json(200, { notification: { ...base, state: 'completed' } }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down mm:ss from the server start, each second, and completes at zero', async () => {
    const startedAt = new Date(Date.now() - 58_000).toISOString(); // 2 s left of a 1-minute grind
    wrap(
      <GrindSession notification={{ ...base, state: 'accepted', duration: 1, startedAt }} onBack={() => undefined} />,
    );
    expect(screen.getByTestId('grind-countdown')).toHaveTextContent('00:02');
    expect(screen.getByTestId('grind-status')).toHaveTextContent('Running');
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByTestId('grind-countdown')).toHaveTextContent('00:01');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByTestId('grind-countdown')).toHaveTextContent('00:00');
    expect(screen.getByRole('button', { name: MESSAGES.backToNotifications })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ path: `/api/notifications/${base.id}`, body: { state: 'completed' } });
  });

  it('a 50-minute grind starts at 50:00', () => {
    wrap(
      <GrindSession
        notification={{ ...base, state: 'accepted', duration: 50, startedAt: new Date().toISOString() }}
        onBack={() => undefined}
      />,
    );
    expect(screen.getByTestId('grind-countdown')).toHaveTextContent('50:00');
  });
});

describe('grind card labels (a cancelled grind is Semi-grinded)', () => {
  const label = (n: Partial<TNotification>) => {
    const { unmount } = wrap(<NotificationCard notification={{ ...base, ...n }} />);
    const text = screen.queryByTestId('grind-label')?.textContent ?? null;
    unmount();
    return text;
  };
  it('shows the right label for every state', () => {
    expect(label({ state: 'pending' })).toBeNull();
    expect(label({ state: 'accepted', startedAt: new Date().toISOString() })).toBe(MESSAGES.grindLabelPartial);
    expect(label({ state: 'accepted', startedAt: new Date(Date.now() - 26 * 60_000).toISOString() })).toBe(
      MESSAGES.grindLabelDone,
    );
    expect(label({ state: 'completed' })).toBe(MESSAGES.grindLabelDone);
    expect(label({ state: 'cancelled' })).toBe('Semi-grinded');
    expect(label({ state: 'rejected' })).toBe('Rejected');
  });
  it('pending shows Accept and Reject; unread cards are styled apart', () => {
    wrap(<NotificationCard notification={base} />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-card')).toHaveClass('is-unread');
  });
  it('advice shows a disabled heart once liked, or Disliked', () => {
    const { unmount } = wrap(<NotificationCard notification={{ ...base, type: 'advice', state: null, liked: true }} />);
    expect(screen.getByRole('button', { name: 'Liked' })).toBeDisabled();
    unmount();
    wrap(<NotificationCard notification={{ ...base, type: 'advice', state: null, liked: false }} />);
    expect(screen.getByRole('button', { name: MESSAGES.disliked })).toBeDisabled();
  });
});
